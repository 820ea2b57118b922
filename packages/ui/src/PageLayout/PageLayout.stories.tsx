import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AppHeader } from '../AppHeader/index.ts';
import {
  BASE_PATH,
  STORY_ROLES,
  type StoryRole,
  storyRenderLink,
  useStoryTabGroups,
} from '../internal/testing/storyFixtures.tsx';
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
          'not use it.',
      },
    },
  },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher's page: landmarks in order, the skip link moves focus into the page. */
export const Teacher: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(canvas.getByRole('link', { name: '정산' })).toBeVisible();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(main).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: '수업 노트' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/meet/listNote`);
  },
};

export const TeacherEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A student: no settlement tab. */
export const Student: Story = {
  args: { role: 'student' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link', { name: '정산' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '내 정보 이서연' }));
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
  },
};

export const StudentEnglish: Story = {
  globals: { locale: 'en' },
  args: { role: 'student' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Settlement' })).not.toBeInTheDocument();
  },
};

/** An operator: the management, history and statistics groups too. */
export const Operator: Story = {
  args: { role: 'operator', activeTabId: 'users' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('list', { name: '관리' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '수업 개설 기록' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/manage/log/logMeet/list`);
  },
};

export const OperatorEnglish: Story = {
  globals: { locale: 'en' },
  args: { role: 'operator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Statistics' })).toBeVisible();
  },
};

/**
 * Disaster mode: the banner shows, every tab but class is disabled and explains itself, and the
 * message icon is gone.
 */
export const DisasterMode: Story = {
  args: {
    role: 'operator',
    disasterMode: true,
    hasUnreadMessages: true,
    bannerText: '재난 모드가 켜져 있습니다. 수업만 이용할 수 있습니다.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('재난 모드');
    await expect(canvas.queryByRole('link', { name: /메시지/ })).not.toBeInTheDocument();
    const navigation = canvas.getByRole('navigation', { name: '주 메뉴' });
    await expect(navigation.querySelectorAll('a')).toHaveLength(1);
    const notes = canvas.getByRole('button', { name: '수업 노트' });
    await expect(notes).toHaveAccessibleDescription('재난 모드가 끝난 뒤 볼 수 있습니다');
    await userEvent.click(notes);
    await expect(args.onDisabledTabSelect).toHaveBeenCalledOnce();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const DisasterModeEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    disasterMode: true,
    bannerText: 'Disaster mode is on. Only classes are available.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Disaster mode');
    await expect(canvas.getByRole('button', { name: 'Class history' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Class' })).toBeVisible();
  },
};

/** In the native client: no download button. */
export const InNativeClient: Story = {
  args: { inNativeClient: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '앱 다운로드' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
  },
};

export const InNativeClientEnglish: Story = {
  globals: { locale: 'en' },
  args: { inNativeClient: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download app' })).not.toBeInTheDocument();
  },
};

/** Unread messages: the message icon says so. */
export const UnreadMessages: Story = {
  args: { hasUnreadMessages: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: '메시지, 읽지 않은 메시지 있음' }));
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

/** A phone (576 px): tabs scroll sideways, header buttons keep their names as icons. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { role: 'operator' },
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
    const scroller = canvasElement.querySelector<HTMLElement>(
      '[data-slot="main-tab-bar-scroller"]',
    );
    await expect(scroller && scroller.scrollWidth > scroller.clientWidth).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: '내 정보 박운영' }));
    await expect(args.onOpenMyInfo).toHaveBeenCalledOnce();
  },
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(window.innerWidth).toBeLessThanOrEqual(576);
  },
};
