import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  BASE_PATH,
  type StoryRole,
  storyRenderLink,
  useStoryTabGroups,
} from '../internal/testing/storyFixtures.tsx';
import { MainTabBar, type MainTabBarProps } from './MainTabBar.tsx';

interface StoryArgs extends Omit<MainTabBarProps, 'groups' | 'renderLink'> {
  role: StoryRole;
  disasterMode: boolean;
  onNavigate: (href: string) => void;
}

function MainTabBarStory({ role, disasterMode, onNavigate, ...props }: StoryArgs) {
  const groups = useStoryTabGroups(role, disasterMode);
  return <MainTabBar groups={groups} renderLink={storyRenderLink(onNavigate)} {...props} />;
}

const meta = {
  title: 'Frame/MainTabBar',
  component: MainTabBarStory,
  args: {
    role: 'teacher',
    disasterMode: false,
    activeTabId: 'class',
    onNavigate: fn(),
    onDisabledTabSelect: fn(),
  },
  argTypes: { role: { control: 'inline-radio', options: ['teacher', 'student', 'operator'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The main navigation of the signed-in pages (foundation.md §2 "Main tabs"): links to ' +
          'pages, in groups for managers, with the current page marked. Build its groups with ' +
          '`mainTabGroups`, which applies the contract rules (settlement hidden for students and ' +
          'behind its flag; homework tabs behind the flag and room category 3; management, history ' +
          'and statistics groups with manage access; disaster mode disabling all tabs but class). ' +
          'Links render through `renderLink`, so the app passes its router link. A disabled tab ' +
          'stays focusable, shows why on focus and hover, and reports a press through ' +
          '`onDisabledTabSelect` so the app can open its modal. For panels within one page, use ' +
          '`Tabs`.',
      },
    },
  },
} satisfies Meta<typeof MainTabBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher: the service tabs; a click or Enter on a tab navigates through the router link. */
export const Teacher: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: '수업' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '정산' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('link', { name: '수업 이력' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/meet/listLog`);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith(`${BASE_PATH}/meet/listAmount`);
  },
};

export const TeacherEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Class' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A student has no settlement tab (foundation.md §6). */
export const Student: Story = {
  args: { role: 'student', activeTabId: 'homework' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '정산' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '과제' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const StudentEnglish: Story = {
  globals: { locale: 'en' },
  args: { role: 'student' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Settlement' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Homework notes' })).toBeVisible();
  },
};

/** An operator also gets the management, history and statistics groups, each a named list. */
export const Operator: Story = {
  args: { role: 'operator', activeTabId: 'users' },
  play: async ({ canvas, userEvent, args }) => {
    for (const name of ['서비스', '관리', '이력', '통계']) {
      await expect(canvas.getByRole('list', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: '사용자' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: '입장 통계' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`${BASE_PATH}/manage/statistic/join/view`);
  },
};

export const OperatorEnglish: Story = {
  globals: { locale: 'en' },
  args: { role: 'operator' },
  play: async ({ canvas }) => {
    for (const name of ['Service', 'Management', 'History', 'Statistics']) {
      await expect(canvas.getByRole('list', { name })).toBeVisible();
    }
  },
};

/**
 * Disaster mode: every tab but class is disabled; focus or hover shows why, screen readers read it
 * as the description, and a press asks the app to explain (its modal).
 */
export const DisasterMode: Story = {
  args: { role: 'operator', disasterMode: true },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const history = canvas.getByRole('button', { name: '수업 이력' });
    await expect(history).toHaveAttribute('aria-disabled', 'true');
    await expect(history).toHaveAccessibleDescription('재난 모드가 끝난 뒤 볼 수 있습니다');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '수업' })).toHaveFocus();
    await userEvent.tab();
    await expect(history).toHaveFocus();
    const hint = hintOf(canvasElement);
    await waitFor(() => expect(hint).toHaveTextContent('재난 모드가 끝난 뒤 볼 수 있습니다'));
    await expect(hint).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDisabledTabSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'classHistory', disabled: true }),
    );
    await expect(args.onNavigate).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: '입장 통계' }));
    await expect(args.onDisabledTabSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'joinStatistics' }),
    );
  },
};

export const DisasterModeEnglish: Story = {
  globals: { locale: 'en' },
  args: { role: 'teacher', disasterMode: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const notes = canvas.getByRole('button', { name: 'Class notes' });
    await expect(notes).toHaveAccessibleDescription('Available after disaster mode ends');
    await userEvent.hover(notes);
    await waitFor(() =>
      expect(hintOf(canvasElement)).toHaveTextContent('Available after disaster mode ends'),
    );
  },
};

/** On a phone the row scrolls sideways instead of wrapping, and the current tab is in view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { role: 'operator', activeTabId: 'joinStatistics' },
  play: async ({ canvasElement, canvas }) => {
    const scroller = canvasElement.querySelector<HTMLElement>(
      '[data-slot="main-tab-bar-scroller"]',
    );
    await expect(scroller).not.toBeNull();
    if (!scroller) return;
    await expect(getComputedStyle(scroller).overflowX).toBe('auto');
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    const active = canvas.getByRole('link', { name: '입장 통계' });
    await waitFor(() => {
      const box = active.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(view.right + 1);
    });
  },
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  args: { role: 'teacher' },
  play: async ({ canvasElement }) => {
    const scroller = canvasElement.querySelector('[data-slot="main-tab-bar-scroller"]');
    await expect(scroller && getComputedStyle(scroller).flexWrap).toBe('nowrap');
  },
};

/** The visible hint line (hidden from screen readers, which read the description instead). */
function hintOf(canvasElement: HTMLElement): HTMLElement {
  const hint = canvasElement.querySelector<HTMLElement>('[data-slot="main-tab-hint"]');
  if (!hint) throw new Error('The tab bar has no hint element');
  return hint;
}
