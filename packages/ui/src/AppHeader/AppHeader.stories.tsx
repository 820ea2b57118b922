import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BASE_PATH, storyRenderLink } from '../internal/testing/storyFixtures.tsx';
import { AppHeader, type AppHeaderProps } from './AppHeader.tsx';

type StoryArgs = Omit<AppHeaderProps, 'renderLink'> & { onNavigate: (href: string) => void };

function AppHeaderStory({ onNavigate, ...props }: StoryArgs) {
  return <AppHeader renderLink={storyRenderLink(onNavigate)} {...props} />;
}

const meta = {
  title: 'Frame/AppHeader',
  component: AppHeaderStory,
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
          'callbacks and `renderLink` for its router. Use it through `PageLayout`.',
      },
    },
  },
} satisfies Meta<typeof AppHeaderStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every control, by mouse: each calls its callback or navigates through the router link. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '보다 수학학원 메인' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/main`);
    await userEvent.click(canvas.getByRole('link', { name: '메시지' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/message/recv/list`);
    await userEvent.click(canvas.getByRole('button', { name: '앱 다운로드' }));
    await expect(args.onDownloadClient).toHaveBeenCalledOnce();
    const profile = canvas.getByRole('button', { name: '내 정보 김민준' });
    await expect(profile).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(profile);
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '로그아웃' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    const help = canvas.getByRole('link', { name: '도움말 (새 창에서 열림)' });
    await expect(help).toHaveAttribute('target', '_blank');
  },
};

type Play = NonNullable<Story['play']>;

/** Tab walks the bar in reading order; Enter or Space presses each control. */
const keyboardPath =
  (names: { home: string; download: string; profile: string }): Play =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: names.home })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names.download })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadClient).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/message/recv/list`);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: names.profile })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
  };

/** The same by keyboard, in the reading order of the bar. */
export const Keyboard: Story = {
  play: keyboardPath({
    home: '보다 수학학원 메인',
    download: '앱 다운로드',
    profile: '내 정보 김민준',
  }),
};

export const KeyboardEnglish: Story = {
  globals: { locale: 'en' },
  args: { institutionName: 'Boda Maths Academy', userName: 'Minjun Kim' },
  play: keyboardPath({
    home: 'Boda Maths Academy main',
    download: 'Download app',
    profile: 'My info Minjun Kim',
  }),
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { institutionName: 'Boda Maths Academy', userName: 'Minjun Kim' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Boda Maths Academy main' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'User menu' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'My info Minjun Kim' }));
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Unread messages: the icon is highlighted and its name says there are unread ones. */
export const UnreadMessages: Story = {
  args: { hasUnreadMessages: true },
  play: async ({ canvas, userEvent, args }) => {
    const messages = canvas.getByRole('link', { name: '메시지, 읽지 않은 메시지 있음' });
    await expect(messages.querySelector('[data-unread]')).not.toBeNull();
    await userEvent.click(messages);
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/message/recv/list`);
  },
};

export const UnreadMessagesEnglish: Story = {
  globals: { locale: 'en' },
  args: { hasUnreadMessages: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages, unread messages' })).toBeVisible();
  },
};

/** Disaster mode hides the message icon, even with unread messages. */
export const DisasterMode: Story = {
  args: { disasterMode: true, hasUnreadMessages: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /메시지/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
  },
};

export const DisasterModeEnglish: Story = {
  globals: { locale: 'en' },
  args: { disasterMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  },
};

/** Inside the native client there is nothing to download. */
export const InNativeClient: Story = {
  args: { inNativeClient: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '앱 다운로드' })).not.toBeInTheDocument();
  },
};

export const InNativeClientEnglish: Story = {
  globals: { locale: 'en' },
  args: { inNativeClient: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
  },
};

/** The setting does not allow the app: no download button either. */
export const AppNotAllowed: Story = {
  args: { appAllowed: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '앱 다운로드' })).not.toBeInTheDocument();
  },
};

export const AppNotAllowedEnglish: Story = {
  globals: { locale: 'en' },
  args: { appAllowed: false, institutionName: 'Boda Maths Academy' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
    // Tab goes from the logo straight to the messages link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Boda Maths Academy main' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveFocus();
  },
};

/** General names stand in for the missing institution and user names; no help link. */
const minimalNames =
  (home: string, profile: string, help: RegExp): Play =>
  async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: home })).toBeVisible();
    await expect(canvas.getByRole('button', { name: profile })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: help })).not.toBeInTheDocument();
  };

/** No institution name or user name: general names in the user's language. */
export const Minimal: Story = {
  args: { institutionName: undefined, userName: undefined, helpHref: undefined },
  play: minimalNames('메인으로 이동', '내 정보', /도움말/),
};

export const MinimalEnglish: Story = {
  globals: { locale: 'en' },
  args: { institutionName: undefined, userName: undefined, helpHref: undefined },
  play: async (context) => {
    await minimalNames('Go to main', 'My info', /Help/)(context);
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('link', { name: 'Go to main' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/main`);
  },
};

/** On a phone the buttons show only their icons and keep their names. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { hasUnreadMessages: true },
  play: async ({ canvas, userEvent, args }) => {
    const logout = canvas.getByRole('button', { name: '로그아웃' });
    const text = logout.querySelector('span > span');
    await expect(text && getComputedStyle(text).position).toBe('absolute');
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download app' })).toBeVisible();
  },
};
