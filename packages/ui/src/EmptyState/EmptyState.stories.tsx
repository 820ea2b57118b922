import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { EmptyState } from './EmptyState.tsx';

/** screens.md §8 "Empty states for each list", by their catalog keys. */
const LIST_EMPTY_STATES = [
  'noResults',
  'noMemos',
  'noUnitPrices',
  'noBookIndex',
  'noNoteImage',
  'noHomework',
] as const;

const emptyIcon = (
  <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <rect
      x="8"
      y="10"
      width="32"
      height="28"
      rx="3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <path d="M8 18h32M16 26h16M16 31h10" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The memo list's "add" action; cleared by Storybook before each story. */
const addMemo = fn();

/** The memo action's label: it belongs to the screen that shows the list, not to the kit. */
const ADD_MEMO = { ko: '메모 추가', en: 'Add memo' };

/** Every list's empty state, each with its own text from the catalog. */
function EveryListEmpty({ onAdd }: { onAdd: () => void }) {
  const t = useT();
  const addMemoLabel = ADD_MEMO[useLocale().locale === 'en' ? 'en' : 'ko'];
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {LIST_EMPTY_STATES.map((name) => (
        <section key={name} aria-label={t(`empty.${name}.title`)}>
          <EmptyState
            icon={emptyIcon}
            title={t(`empty.${name}.title`)}
            description={t(`empty.${name}.description`)}
            action={
              name === 'noMemos' ? (
                <Button size="sm" onClick={onAdd}>
                  {addMemoLabel}
                </Button>
              ) : undefined
            }
          />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['locale-sweep'],
  args: {
    icon: emptyIcon,
    title: '메모가 없습니다',
    description: '이 사용자에 대해 작성한 메모가 여기에 표시됩니다.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list or panel shows when it has nothing: each list passes its own text (`empty.*` keys: no results, no memos, no unit prices, no book index, no note image, no homework; screens.md §8) and, where there is one, the way forward as `action`. The icon is decorative. For a loading list use Skeleton; for a failed load use InlineAlert with a retry.' +
          '\n\n**When to use.** Use it in place of a list, a table or a panel that has loaded and has nothing to show, with the way forward as `action` where there is one; DataTable takes one as its own empty state. While the content loads use Skeleton; when the load failed use InlineAlert with a retry.' +
          '\n\n**States.** Every list, with action and title only heading.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six empty states of screens.md §8, in the user's language; the memo one has an action. */
export const EveryList: Story = {
  tags: ['brand-sweep'],
  render: () => <EveryListEmpty onAdd={addMemo} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const locale = localeOf(context);
    for (const name of LIST_EMPTY_STATES) {
      const title = kitText(locale, `empty.${name}.title`);
      await expect(canvas.getByRole('region', { name: title })).toHaveTextContent(title);
    }
    await userEvent.tab();
    const add = canvas.getByRole('button', { name: ADD_MEMO[locale] });
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addMemo).toHaveBeenCalledTimes(1);
    await userEvent.click(add);
    await expect(addMemo).toHaveBeenCalledTimes(2);
  },
};

const withActionPlay =
  (t: { action: string; title: string }): Story['play'] =>
  async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: t.action });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    // The icon is decoration: not in the accessibility tree.
    await expect(canvas.getByText(t.title).previousElementSibling).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  };

/** A single empty state with an action, pressed with the mouse. */
export const WithAction: Story = {
  args: {
    action: <Button size="sm">메모 추가</Button>,
  },
  play: withActionPlay({ action: '메모 추가', title: '메모가 없습니다' }),
};

/** Title only, as a heading where the empty state stands for a page section. */
export const TitleOnlyHeading: Story = {
  args: { icon: undefined, description: undefined, titleAs: 'h2' },
  render: (args, context) => (
    <EmptyState {...args} title={kitText(localeOf(context), 'empty.noHomework.title')} />
  ),
  play: async (context) => {
    const { canvas, userEvent } = context;
    const title = kitText(localeOf(context), 'empty.noHomework.title');
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
