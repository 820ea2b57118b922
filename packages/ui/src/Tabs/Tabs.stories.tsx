import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { type TabItem, Tabs } from './Tabs.tsx';

const historyTabs = (classLabel: string, homeworkLabel: string): TabItem[] => [
  { value: 'class', label: classLabel, content: <p>{`${classLabel}: 24`}</p> },
  { value: 'homework', label: homeworkLabel, content: <p>{`${homeworkLabel}: 7`}</p> },
];

/** Access statistics of screens.md §2.4: the account tab needs the monthly-join-user licence. */
const statisticsTabs = (
  labels: [string, string, string],
  reason: string | undefined,
): TabItem[] => [
  { value: 'join', label: labels[0], content: <p>{labels[0]}</p> },
  {
    value: 'account',
    label: labels[1],
    content: <p>{labels[1]}</p>,
    disabled: true,
    disabledReason: reason,
  },
  { value: 'concurrent', label: labels[2], content: <p>{labels[2]}</p> },
];

// Tab labels and reasons given by a screen are the example's data (Korean in both runs).
const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['locale-sweep'],
  args: {
    label: '이력',
    items: historyTabs('수업', '과제'),
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Switches between panels of the same page that share one context, such as the Class and ' +
          'Homework tabs of class history or the join, account and concurrent tabs of access ' +
          'statistics. Arrows move between tabs and skip disabled ones; Home and End jump. With ' +
          '`activationMode="manual"` a panel opens only on Enter or Space, for panels that load ' +
          'data. A disabled tab explains itself through `disabledReason`, shown on hover and to ' +
          'keyboard users while the tab list has focus, and read by screen readers as its ' +
          'description. To move between pages, use `MainTabBar` (links), not tabs.' +
          '\n\n**When to use.** Use it to switch between panels of one page that share a context, such as the Class and Homework tabs of class history. To move between pages use MainTabBar; for a value the user picks in a form use RadioGroup.' +
          '\n\n**States.** History, manual activation, disabled with reason, disabled default reason and controlled.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse and keyboard: a click selects; arrows select on focus (automatic activation). */
export const History: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const classTab = canvas.getByRole('tab', { name: '수업' });
    const homeworkTab = canvas.getByRole('tab', { name: '과제' });
    await expect(canvas.getByRole('tablist', { name: '이력' })).toBeVisible();
    await expect(classTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('수업: 24');

    // Keyboard first: Tab reaches the selected tab, an arrow selects the next one and back.
    await userEvent.tab();
    await expect(classTab).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(homeworkTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(classTab).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(homeworkTab);
    await expect(homeworkTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('과제: 7');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('homework');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(classTab).toHaveFocus();
    await expect(classTab).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(homeworkTab).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(classTab).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus; Enter or Space opens the panel. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const homeworkTab = canvas.getByRole('tab', { name: '과제' });
    await expect(homeworkTab).toHaveFocus();
    await expect(homeworkTab).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(homeworkTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('과제: 7');
    // Space opens a panel too.
    await userEvent.keyboard('{ArrowLeft}');
    const classTab = canvas.getByRole('tab', { name: '수업' });
    await expect(classTab).toHaveFocus();
    await expect(classTab).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    await expect(classTab).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * A disabled tab says why: its reason is its accessible description, appears on hover and while
 * the tab list has keyboard focus, and arrows skip the tab.
 */
export const DisabledWithReason: Story = {
  args: {
    label: '접속 통계',
    items: statisticsTabs(
      ['입장', '계정', '동시 접속'],
      '월간 접속 계정 라이선스에서만 볼 수 있습니다',
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const account = canvas.getByRole('tab', { name: '계정' });
    await expect(account).toBeDisabled();
    await expect(account).toHaveAccessibleDescription(
      '월간 접속 계정 라이선스에서만 볼 수 있습니다',
    );
    const reason = canvas.getByText('월간 접속 계정 라이선스에서만 볼 수 있습니다');
    await expect(reason).not.toBeVisible();

    await userEvent.hover(account.parentElement as HTMLElement);
    await waitFor(() => expect(reason).toBeVisible());
    await userEvent.click(account.parentElement as HTMLElement);
    await expect(account).toHaveAttribute('aria-selected', 'false');
    await userEvent.unhover(account.parentElement as HTMLElement);
    // The click on the disabled tab left focus in the tab list: start the keyboard path afresh.
    (document.activeElement as HTMLElement | null)?.blur();

    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '입장' })).toHaveFocus();
    await waitFor(() => expect(reason).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '동시 접속' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '입장' })).toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalledWith('account');
  },
};

/** Without a reason, a general one is given in the user's language. */
export const DisabledDefaultReason: Story = {
  args: { label: '접속 통계', items: statisticsTabs(['입장', '계정', '동시 접속'], undefined) },
  play: async (context) => {
    await expect(context.canvas.getByRole('tab', { name: '계정' })).toHaveAccessibleDescription(
      kitText(localeOf(context), 'tabs.disabledReason'),
    );
  },
};

/** A click on the other tab is reported, but the selection follows the value prop only. */
const followsValueProp =
  (selected: string, other: string): NonNullable<Story['play']> =>
  async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: selected })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: other }));
    await expect(args.onValueChange).toHaveBeenCalledWith('class');
    // Nothing changed the value prop, so the selection stays.
    await expect(canvas.getByRole('tab', { name: selected })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  };

/** Controlled: the screen keeps the selected tab (e.g. in the URL) and the tabs follow it. */
export const Controlled: Story = {
  args: { value: 'homework', fitted: true },
  play: followsValueProp('과제', '수업'),
};
