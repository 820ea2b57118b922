import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BASE_PATH, storyRenderLink } from '../internal/testing/storyFixtures.tsx';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { AppHeader, type AppHeaderProps } from './AppHeader.tsx';

type StoryArgs = Omit<AppHeaderProps, 'renderLink'> & { onNavigate: (href: string) => void };

function AppHeaderStory({ onNavigate, ...props }: StoryArgs) {
  return <AppHeader renderLink={storyRenderLink(onNavigate)} {...props} />;
}

const meta = {
  title: 'Frame/AppHeader',
  component: AppHeaderStory,
  tags: ['locale-sweep'],
  args: {
    homeHref: `${BASE_PATH}/main`,
    institutionName: '보다 수학학원',
    appAllowed: true,
    inNativeClient: false,
    messagesHref: `${BASE_PATH}/message/recv/list`,
    hasUnreadMessages: false,
    disasterMode: false,
    helpHref: 'https://help.example.com/',
    userName: '김민준',
    onDownloadClient: fn(),
    onOpenMyInfo: fn(),
    onLogout: fn(),
    onNavigate: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The top bar of every signed-in page (foundation.md §2 "Shared layout"): the logo ' +
          "leading to main (the institution's uploaded logo, else the brand's), the client download " +
          'button (only outside the native client and when the setting allows the app), the ' +
          'message icon with its unread mark (hidden in disaster mode), help, the profile button ' +
          'that opens my info, and logout. It holds no state: the app passes the flags, the ' +
          'callbacks and `renderLink` for its router. Use it through `PageLayout`.' +
          '\n\n**When to use.** Use it through PageLayout, which puts it above MainTabBar on every signed-in page; a screen does not render its own header. Navigation between pages belongs in MainTabBar, and a notice about the whole service in a Banner, not in the header.' +
          '\n\n**States.** Default, keyboard, unread messages, disaster mode, in native client, app not allowed, minimal and mobile.',
      },
    },
  },
} satisfies Meta<typeof AppHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example's names (Korean data in both runs) and the bar's texts in the story's language. */
const INSTITUTION = '보다 수학학원';
const USER = '김민준';
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  return {
    home: kitText(locale, 'frame.header.homeOf', { name: INSTITUTION }),
    homeGeneral: kitText(locale, 'frame.header.home'),
    toolbar: kitText(locale, 'frame.header.toolbar'),
    download: kitText(locale, 'frame.header.downloadClient'),
    messages: kitText(locale, 'frame.header.messages'),
    messagesUnread: kitText(locale, 'frame.header.messagesUnread'),
    help: kitText(locale, 'frame.header.help'),
    helpLink: `${kitText(locale, 'frame.header.help')} (${kitText(locale, 'frame.newWindow')})`,
    myInfo: kitText(locale, 'frame.header.myInfo'),
    profile: `${kitText(locale, 'frame.header.myInfo')} ${USER}`,
    logout: kitText(locale, 'frame.header.logout'),
  };
};

/** Every control, by mouse: each calls its callback or navigates through the router link. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('list', { name: t.toolbar })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t.home }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/main`);
    await userEvent.click(canvas.getByRole('link', { name: t.messages }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/message/recv/list`);
    await userEvent.click(canvas.getByRole('button', { name: t.download }));
    await expect(args.onDownloadClient).toHaveBeenCalledOnce();
    const profile = canvas.getByRole('button', { name: t.profile });
    await expect(profile).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(profile);
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    const help = canvas.getByRole('link', { name: t.helpLink });
    await expect(help).toHaveAttribute('target', '_blank');
  },
};

/** The same by keyboard: Tab walks the bar in reading order; Enter or Space presses each control. */
export const Keyboard: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.home })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.download })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadClient).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/message/recv/list`);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.profile })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Unread messages: the icon is highlighted and its name says there are unread ones. */
export const UnreadMessages: Story = {
  args: { hasUnreadMessages: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const messages = canvas.getByRole('link', { name: textsOf(context).messagesUnread });
    await expect(messages).toBeVisible();
    await expect(messages.querySelector('[data-unread]')).not.toBeNull();
    await userEvent.click(messages);
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/message/recv/list`);
  },
};

/** Disaster mode hides the message icon, even with unread messages. */
export const DisasterMode: Story = {
  args: { disasterMode: true, hasUnreadMessages: true },
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    await expect(
      canvas.queryByRole('link', { name: new RegExp(t.messages) }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.logout })).toBeVisible();
  },
};

/** Inside the native client there is nothing to download. */
export const InNativeClient: Story = {
  args: { inNativeClient: true },
  play: async (context) => {
    await expect(
      context.canvas.queryByRole('button', { name: textsOf(context).download }),
    ).not.toBeInTheDocument();
  },
};

/** The setting does not allow the app: no download button either; Tab skips from the logo to messages. */
export const AppNotAllowed: Story = {
  args: { appAllowed: false },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const t = textsOf(context);
    await expect(canvas.queryByRole('button', { name: t.download })).not.toBeInTheDocument();
    // Tab goes from the logo straight to the messages link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.home })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.messages })).toHaveFocus();
  },
};

/** No institution name or user name: general names in the user's language; no help link. */
export const Minimal: Story = {
  args: { institutionName: undefined, userName: undefined, helpHref: undefined },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('link', { name: t.homeGeneral })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.myInfo })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(t.help) })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: t.homeGeneral }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/main`);
  },
};

/** On a phone the buttons show only their icons and keep their names. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { hasUnreadMessages: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('button', { name: t.download })).toBeVisible();
    const logout = canvas.getByRole('button', { name: t.logout });
    const text = logout.querySelector('span > span');
    await expect(text && getComputedStyle(text).position).toBe('absolute');
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
