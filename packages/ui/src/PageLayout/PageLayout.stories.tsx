import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AppHeader } from '../AppHeader/index.ts';
import {
  BASE_PATH,
  STORY_ROLES,
  type StoryRole,
  storyRenderLink,
  useStoryTabGroups,
} from '../internal/testing/storyFixtures.tsx';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { MainTabBar } from '../MainTabBar/index.ts';
import { PageLayout } from './PageLayout.tsx';

interface FrameStoryArgs {
  role: StoryRole;
  disasterMode: boolean;
  inNativeClient: boolean;
  hasUnreadMessages: boolean;
  activeTabId: string;
  /** The disaster banner's text; the Banner component of Feedback goes in this slot in the app. */
  bannerText?: string;
  onNavigate: (href: string) => void;
  onDisabledTabSelect: () => void;
  onOpenMyInfo: () => void;
  onLogout: () => void;
  onDownloadClient: () => void;
}

/** The frame as apps/web composes it: header, disaster banner, main tabs and the page. */
function AppFrame(args: FrameStoryArgs) {
  const groups = useStoryTabGroups(args.role, args.disasterMode);
  const renderLink = storyRenderLink(args.onNavigate);
  return (
    <PageLayout
      header={
        <AppHeader
          homeHref={`${BASE_PATH}/main`}
          institutionName="보다 수학학원"
          renderLink={renderLink}
          appAllowed
          inNativeClient={args.inNativeClient}
          onDownloadClient={args.onDownloadClient}
          messagesHref={`${BASE_PATH}/message/recv/list`}
          hasUnreadMessages={args.hasUnreadMessages}
          disasterMode={args.disasterMode}
          helpHref="https://help.example.com/"
          userName={STORY_ROLES[args.role].name}
          onOpenMyInfo={args.onOpenMyInfo}
          onLogout={args.onLogout}
        />
      }
      banner={
        args.bannerText ? (
          <p
            role="status"
            style={{
              margin: 0,
              padding: 'var(--space-3) var(--space-4)',
              border: 'var(--border-width-thin) solid var(--color-status-warning-border)',
              borderRadius: 'var(--radius-md)',
              background: 'var(--color-status-warning-bg)',
              color: 'var(--color-status-warning-fg)',
            }}
          >
            {args.bannerText}
          </p>
        ) : undefined
      }
      tabBar={
        <MainTabBar
          groups={groups}
          activeTabId={args.activeTabId}
          renderLink={renderLink}
          onDisabledTabSelect={args.onDisabledTabSelect}
        />
      }
    >
      <h1 style={{ marginBlockStart: 0 }}>{groups[0]?.tabs[0]?.label}</h1>
      <p>…</p>
    </PageLayout>
  );
}

const meta = {
  title: 'Frame/PageLayout',
  component: AppFrame,
  tags: ['locale-sweep'],
  args: {
    role: 'teacher',
    disasterMode: false,
    inNativeClient: false,
    hasUnreadMessages: false,
    activeTabId: 'class',
    onNavigate: fn(),
    onDisabledTabSelect: fn(),
    onOpenMyInfo: fn(),
    onLogout: fn(),
    onDownloadClient: fn(),
  },
  argTypes: { role: { control: 'inline-radio', options: ['teacher', 'student', 'operator'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame of every signed-in page (screens.md §2.5, foundation.md §2 "Shared layout"): ' +
          'a skip link, `AppHeader`, an optional banner (disaster mode), `MainTabBar` and the ' +
          'main landmark, with padding stepping at the spec breakpoints 576, 768, 992 and 1250 px. ' +
          'apps/web fills the slots with data and its router links; embedded `/wb/*` widgets do ' +
          'not use it.' +
          '\n\n**When to use.** Use it as the frame of every signed-in page of the app: it places AppHeader, the disaster banner and MainTabBar, so a screen renders none of them itself. Embedded `/wb/*` widgets do not use it.' +
          '\n\n**States.** Teacher, student, operator, disaster mode, in native client, unread messages and mobile.',
      },
    },
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame's texts in the story's language (the example's user names are Korean data). */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string) => kitText(locale, key);
  return {
    nav: k('frame.nav.label'),
    skip: k('frame.skipToContent'),
    class: k('frame.tab.class'),
    classHistory: k('frame.tab.classHistory'),
    classNotes: k('frame.tab.classNotes'),
    settlement: k('frame.tab.settlement'),
    classLog: k('frame.tab.classLog'),
    management: k('frame.group.management'),
    statistics: k('frame.group.statistics'),
    tabDisabled: k('frame.disaster.tabDisabled'),
    more: k('frame.nav.more'),
    banner: k('banner.disasterMode'),
    messages: k('frame.header.messages'),
    messagesUnread: k('frame.header.messagesUnread'),
    download: k('frame.header.downloadClient'),
    logout: k('frame.header.logout'),
    profileOf: (name: string) => `${k('frame.header.myInfo')} ${name}`,
  };
};

/** A teacher's page: landmarks in order, the skip link moves focus into the page. */
export const Teacher: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: t.nav })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(canvas.getByRole('link', { name: t.settlement })).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: t.skip });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: t.classNotes }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/meet/listNote`);
    await userEvent.click(canvas.getByRole('button', { name: t.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A student: no settlement tab. */
export const Student: Story = {
  args: { role: 'student' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.queryByRole('link', { name: t.settlement })).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: t.profileOf(STORY_ROLES.student.name) }),
    );
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
  },
};

/** An operator: the management, history and statistics groups too. */
export const Operator: Story = {
  args: { role: 'operator', activeTabId: 'users' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    // Groups that do not fit the row are in the "more" menu.
    const more = canvas.queryByRole('button', { name: t.more });
    if (more) await userEvent.click(more);
    await expect(canvas.getByRole('list', { name: t.management })).toBeVisible();
    await expect(canvas.getByRole('list', { name: t.statistics })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t.classLog }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/manage/log/logMeet/list`);
  },
};

/**
 * Disaster mode: the banner (the kit's text in the story's language) shows, every tab but class
 * is disabled and explains itself, and the message icon is gone.
 */
export const DisasterMode: Story = {
  args: { role: 'operator', disasterMode: true, hasUnreadMessages: true },
  render: (args, context) => (
    <AppFrame {...args} bannerText={kitText(localeOf(context), 'banner.disasterMode')} />
  ),
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.banner);
    await expect(
      canvas.queryByRole('link', { name: new RegExp(t.messages) }),
    ).not.toBeInTheDocument();
    const navigation = canvas.getByRole('navigation', { name: t.nav });
    await expect(navigation.querySelectorAll('a')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: t.class })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.classHistory })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const notes = canvas.getByRole('button', { name: t.classNotes });
    await expect(notes).toHaveAccessibleDescription(t.tabDisabled);
    await userEvent.click(notes);
    await expect(args.onDisabledTabSelect).toHaveBeenCalledOnce();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** In the native client: no download button. */
export const InNativeClient: Story = {
  args: { inNativeClient: true },
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    await expect(canvas.queryByRole('button', { name: t.download })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t.logout })).toBeVisible();
  },
};

/** Unread messages: the message icon says so. */
export const UnreadMessages: Story = {
  args: { hasUnreadMessages: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const messages = canvas.getByRole('link', { name: textsOf(context).messagesUnread });
    await expect(messages).toBeVisible();
    await userEvent.click(messages);
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/message/recv/list`);
  },
};

/**
 * A phone (576 px): the current group stays in the tab row and the others fold into the "more"
 * menu, the page never scrolls sideways, and header buttons keep their names as icons.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { role: 'operator' },
  play: async (context) => {
    const { canvasElement, canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
    await expect(canvas.getByRole('navigation', { name: t.nav })).toBeVisible();
    const scroller = canvasElement.querySelector<HTMLElement>(
      '[data-slot="main-tab-bar-scroller"]',
    );
    await expect(scroller).toContainElement(canvas.getByRole('link', { name: t.class }));
    await expect(canvas.getByRole('button', { name: t.more })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(
      canvas.getByRole('button', { name: t.profileOf(STORY_ROLES.operator.name) }),
    );
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
  },
};
