import { LIMITS } from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { composeSyllable, endComposition } from '../internal/testing/storyComposition.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { SearchBox } from './SearchBox.tsx';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Fields/SearchBox',
  component: SearchBox,
  tags: ['locale-sweep'],
  args: { onSearch: fn(), onChange: fn(), placeholder: '검색어를 입력하세요' },
  parameters: {
    docs: {
      description: {
        component:
          'A search input for lists and pickers. `debounce="organisation"` waits ' +
          `${LIMITS.COMPANY_SEARCH_DEBOUNCE_MS} ms (school or company search), ` +
          `\`debounce="text"\` ${LIMITS.TEXT_SEARCH_DEBOUNCE_MS} ms (books, messages, lists). ` +
          'It never searches on half a syllable; Enter searches at once; the clear button ' +
          'searches for an empty text.' +
          '\n\n**When to use.** Use it to search or filter a list, a table or a picker as the user types, or for the school and company search. For a field of a form use TextField; to narrow by a fixed set of values use Select.' +
          '\n\n**States.** Empty, organisation, filled, error required, disabled, read only, limit reached and composing Korean.',
      },
    },
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text search: one search, `LIMITS.TEXT_SEARCH_DEBOUNCE_MS` after the last key. */
export const Empty: Story = {
  tags: ['brand-sweep'],
  args: { debounce: 'text' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const box = canvas.getByRole('searchbox', {
      name: kitText(localeOf(context), 'fields.search'),
    });
    await userEvent.click(box);
    await userEvent.keyboard('math');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('math'), {
      timeout: LIMITS.TEXT_SEARCH_DEBOUNCE_MS * 3,
    });
    await expect(args.onSearch).toHaveBeenCalledOnce();
    // Enter searches at once, without the wait.
    await userEvent.type(box, ' algebra{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(args.onSearch).toHaveBeenLastCalledWith('math algebra');
  },
};

type Play = NonNullable<Story['play']>;

/** The organisation search waits its own debounce before it searches. */
const organisationDebounce =
  (label: string, text: string): Play =>
  async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: label });
    const started = performance.now();
    await userEvent.type(box, text);
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(text));
    await expect(performance.now() - started).toBeGreaterThanOrEqual(
      LIMITS.COMPANY_SEARCH_DEBOUNCE_MS,
    );
  };

/** Organisation search: `LIMITS.COMPANY_SEARCH_DEBOUNCE_MS`. */
export const Organisation: Story = {
  args: { debounce: 'organisation', label: '학교 검색', showLabel: true },
  play: organisationDebounce('학교 검색', '서울'),
};

/** Enter searches at once; the clear button empties the box, searches '' and keeps focus. */
export const Filled: Story = {
  args: { defaultValue: '수학' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    const clear = kitText(locale, 'fields.clearSearch');
    const box = canvas.getByRole('searchbox', { name: kitText(locale, 'fields.search') });
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenLastCalledWith('수학');
    await userEvent.click(canvas.getByRole('button', { name: clear }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    // The clear button searches once.
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: clear })).toBeNull();
  },
};

/** foundation.md §5 "organisation search needs non-empty text": the screen passes the error. */
export const ErrorRequired: Story = {
  args: { error: 'valid.required', label: '학교 검색', showLabel: true },
  play: async (context) => {
    const required = kitText(localeOf(context), 'valid.required');
    await expect(context.canvas.getByRole('searchbox')).toHaveAccessibleDescription(required);
    await expect(context.canvas.getByText(required)).toBeVisible();
  },
};

/** Disabled: the box takes no input and offers no clear button. */
const disabledBox: Play = async ({ canvas }) => {
  await expect(canvas.getByRole('searchbox')).toBeDisabled();
  await expect(canvas.queryByRole('button')).toBeNull();
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '수학' },
  play: async (context) => {
    await disabledBox(context);
    const { canvas, userEvent, args } = context;
    await userEvent.click(
      canvas.getByRole('searchbox', { name: kitText(localeOf(context), 'fields.search') }),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Read-only: the text cannot change, but Enter still searches it. */
const readOnlySearches =
  (text: string): Play =>
  async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith(text);
  };

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '수학' },
  play: async (context) => {
    await readOnlySearches('수학')(context);
    await expect(
      context.canvas.getByRole('searchbox', { name: kitText(localeOf(context), 'fields.search') }),
    ).toHaveValue('수학');
  },
};

/** A character past the limit is not taken. */
const limitHolds =
  (full: string, extra: string): Play =>
  async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, extra);
    await expect(box).toHaveValue(full);
  };

export const LimitReached: Story = {
  args: { maxLength: LIMITS.TITLE_MAX, defaultValue: '가'.repeat(LIMITS.TITLE_MAX) },
  play: limitHolds('가'.repeat(LIMITS.TITLE_MAX), '나'),
};

/**
 * Korean composition (in the English run: a Korean input method left on): no search while a syllable is composed, however long it takes, nor on
 * the Enter that commits it; the wait starts at compositionend.
 */
export const ComposingKorean: Story = {
  args: { debounce: 'organisation' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const box = canvas.getByRole<HTMLInputElement>('searchbox', {
      name: kitText(localeOf(context), 'fields.search'),
    });
    await userEvent.click(box);
    composeSyllable(box, ['ㅅ', '서']);
    await pause(LIMITS.COMPANY_SEARCH_DEBOUNCE_MS * 2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();

    endComposition(box, '서');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('서'));
    await expect(args.onSearch).toHaveBeenCalledOnce();

    composeSyllable(box, ['ㅇ', '우', '울']);
    await pause(LIMITS.COMPANY_SEARCH_DEBOUNCE_MS * 2);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    endComposition(box, '울');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('서울');
  },
};
