import { type NotePage, SOLUTION_RESULT } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { makeStoryPage, STORY_PAGE, storyPageImageSrc } from '../internal/testing/storyNote.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { NoteMarkingCard, type NoteMarkingCardProps } from './NoteMarkingCard.tsx';

// Page 3 of unit 1: question 3 is wrong, questions 1 and 2 are correct, all three solved.
const page = makeStoryPage(1, 3);
const image = { status: 'ready' as const, src: storyPageImageSrc(1, page) };

/** The card as an app holds it: a mark or a check changes the page JSON at once. */
function MarkingHarness(props: NoteMarkingCardProps) {
  const [current, setCurrent] = useState<NotePage | undefined>(props.page);
  return (
    <div data-testid="card-width" style={{ maxInlineSize: 'calc(var(--space-16) * 6)' }}>
      <NoteMarkingCard
        {...props}
        page={current}
        onMark={
          props.onMark &&
          ((solutionNo, result) => {
            props.onMark?.(solutionNo, result);
            setCurrent((previous) =>
              previous
                ? {
                    ...previous,
                    SolLi: previous.SolLi?.map((solution) =>
                      solution.SNo === solutionNo ? { ...solution, Res: result } : solution,
                    ),
                  }
                : previous,
            );
          })
        }
        onCheck={
          props.onCheck &&
          ((checked) => {
            props.onCheck?.(checked);
            setCurrent((previous) => previous && { ...previous, Chk: checked ? 1 : 0 });
          })
        }
      />
    </div>
  );
}

const meta = {
  title: 'Notes/NoteMarkingCard',
  component: NoteMarkingCard,
  tags: ['locale-sweep'],
  render: (args) => <MarkingHarness {...args} />,
  args: {
    page,
    agendaTitle: '1단원',
    image,
    viewer: 'teacher',
    onMark: fn(),
    onCheck: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'One page of a note in a review (screens.md §3 Note page JSON, §10 Notes): the page image with each solution\'s mark drawn over its answer rectangle and scaled with the image, the agenda and page titles and the page check. Use it inside NoteReview, or alone where one page is shown. Each mark is a toggle button ("Question 3: wrong") for pointer and keyboard; the card only reports `onMark(solutionNo, result)` and `onCheck(checked)`, the app keeps the marks. States: loading, image loading, missing image (WB-404-102: the no-note-image empty state, marks listed under it), read-only (a student, or a note not under correction) and validation mode (answers shown).' +
          '\n\n**When to use.** Use it through NoteReview, which lays the cards out, virtualizes them and keeps the correction session; alone only where a single page of a note is shown. For a whole note use NoteReview.' +
          '\n\n**States.** Mark with pointer, deferred marks, mark with keyboard, marks scale with the image, loading, image loading, missing image, broken image, student read only, read only, validation mode and unmarked without rectangles.',
      },
    },
  },
} satisfies Meta<typeof NoteMarkingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's texts in the story's language; the page titled 'p.3' is the example's data. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  const k = (key: string, params?: Record<string, string | number>) => kitText(locale, key, params);
  const title = 'p.3';
  return {
    title,
    toggle: (no: number) => k('noteMarkingCard.markToggle', { no }),
    markState: (no: number, mark: 'correct' | 'wrong') =>
      k('noteMarkingCard.markState', { no, mark: k(`noteMarkingCard.mark.${mark}`) }),
    check: (viewer: 'teacher' | 'student', page = title) =>
      `${k(`noteMarkingCard.check.${viewer}`)} (${page})`,
    loading: k('noteMarkingCard.loading'),
    imageLoading: k('noteMarkingCard.imageLoading'),
    imageAlt: k('noteMarkingCard.imageAlt', { page: title }),
    empty: k('empty.noNoteImage.title'),
    pageTitle: (page: number) => k('noteMarkingCard.pageTitle', { page }),
    questions: k('noteMarkingCard.questions'),
    details: (...parts: (string | [string, Record<string, string | number>])[]) =>
      parts.map((part) => (typeof part === 'string' ? k(part) : k(...part))).join(' · '),
  };
};

type Play = NonNullable<Story['play']>;

const pointerPlay: Play = async (context) => {
  const { canvas, userEvent, args } = context;
  const t = textsOf(context);
  await expect(canvas.getByRole('article', { name: t.title })).toBeVisible();
  const first = await canvas.findByRole('button', { name: t.toggle(1) });
  const third = canvas.getByRole('button', { name: t.toggle(3) });
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await expect(third).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(first);
  await expect(args.onMark).toHaveBeenLastCalledWith(1, SOLUTION_RESULT.WRONG);
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(third);
  await expect(args.onMark).toHaveBeenLastCalledWith(3, SOLUTION_RESULT.CORRECT);
  await expect(third).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(canvas.getByRole('checkbox', { name: t.check('teacher') }));
  await expect(args.onCheck).toHaveBeenLastCalledWith(true);
  await expect(canvas.getByRole('checkbox', { name: t.check('teacher') })).toBeChecked();
};

/** A teacher marks with the pointer: question 1 becomes wrong, question 3 correct; the page is selected. */
export const MarkWithPointer: Story = {
  tags: ['brand-sweep'],
  play: pointerPlay,
};

/**
 * In a grid that mounts a line of cards in one scrolled frame (NoteReview), the page is drawn
 * first and its marks in a render of their own: they arrive and mark as they do at once.
 */
export const DeferredMarks: Story = {
  args: {
    deferMarks: true,
    image: { ...image, width: STORY_PAGE.width, height: STORY_PAGE.height },
  },
  play: pointerPlay,
};

/** The same with the keyboard: Tab to a mark, Space or Enter toggles it. */
export const MarkWithKeyboard: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const second = await canvas.findByRole('button', { name: t.toggle(2) });
    // Tab order: the page check, then the marks in question order.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: t.check('teacher') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheck).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onMark).toHaveBeenLastCalledWith(2, SOLUTION_RESULT.WRONG);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMark).toHaveBeenLastCalledWith(2, SOLUTION_RESULT.CORRECT);
    await expect(second).toHaveAttribute('aria-pressed', 'false');
  },
};

const centre = (rect: DOMRect) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/** The mark sits on its answer rectangle, and stays on it when the card is resized. */
export const MarksScaleWithTheImage: Story = {
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    const mark = await canvas.findByRole('button', { name: t.toggle(1) });
    const img = canvas.getByRole('img', { name: t.imageAlt });
    // Question 1's rectangle: x 560-760, y 180-300 of an 840 x 1188 page.
    const expectOnRect = () => {
      const box = img.getBoundingClientRect();
      const at = centre(mark.getBoundingClientRect());
      const scale = box.width / STORY_PAGE.width;
      expect(Math.abs(at.x - (box.left + 660 * scale))).toBeLessThan(2);
      expect(Math.abs(at.y - (box.top + 240 * scale))).toBeLessThan(2);
    };
    await waitFor(expectOnRect);
    const wide = img.getBoundingClientRect().width;
    canvas.getByTestId('card-width').style.maxInlineSize = 'calc(var(--space-16) * 3)';
    await waitFor(() => expect(img.getBoundingClientRect().width).toBeLessThan(wide));
    await waitFor(expectOnRect);
  },
};

/** The page JSON is still loading: the card keeps its shape and says it is loading. */
export const Loading: Story = {
  args: { loading: true },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(textsOf(context).loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The image is on its way: titles and check are there, the marks wait for the image. */
export const ImageLoading: Story = {
  args: { image: { status: 'loading' } },
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByText(t.imageLoading)).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** WB-404-102 on the page image: the "no note image" empty state (screens.md §8). */
export const MissingImage: Story = {
  args: { image: { status: 'missing' } },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByText(t.empty)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // The marks are listed under the empty page and can still be changed.
    const list = canvas.getByRole('list');
    await userEvent.click(within(list).getByRole('button', { name: t.toggle(2) }));
    await expect(args.onMark).toHaveBeenLastCalledWith(2, SOLUTION_RESULT.WRONG);
  },
};

/** An image URL that fails to load is shown as missing too. */
export const BrokenImage: Story = {
  args: { image: { status: 'ready', src: 'data:image/png;base64,broken' } },
  play: async (context) => {
    await expect(await context.canvas.findByText(textsOf(context).empty)).toBeVisible();
  },
};

/** A student's view: the marks are pictures with names, the wrong-answer page tick stays. */
export const StudentReadOnly: Story = {
  args: { viewer: 'student', readOnly: true },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(await canvas.findByRole('img', { name: t.markState(3, 'wrong') })).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.markState(1, 'correct') })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // A student ticks the page as a wrong-answer page (screens.md §6).
    const check = canvas.getByRole('checkbox', { name: t.check('student') });
    await userEvent.click(check);
    await expect(args.onCheck).toHaveBeenLastCalledWith(true);
  },
};

/** A note not under correction: marks and check are shown and cannot be changed. */
export const ReadOnly: Story = {
  args: { readOnly: true, checkDisabled: true, page: { ...page, Chk: 1 } },
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    await canvas.findByRole('img', { name: t.markState(3, 'wrong') });
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const check = canvas.getByRole('checkbox', { name: t.check('teacher') });
    await expect(check).toBeChecked();
    await expect(check).toBeDisabled();
  },
};

/** Validation mode: each mark shows the answer and whether it was solved. */
export const ValidationMode: Story = {
  args: { showAnswers: true },
  play: async (context) => {
    const { canvas } = context;
    const t = textsOf(context);
    const details = t.details(['noteMarkingCard.answer', { answer: 13 }], 'noteMarkingCard.solved');
    const mark = await canvas.findByRole('button', { name: t.toggle(1) });
    await expect(mark).toHaveAccessibleDescription(details);
    await expect(canvas.getByText(details)).toBeVisible();
  },
};

/** A solution nobody has marked and a page without rectangles: listed under the image. */
export const UnmarkedWithoutRectangles: Story = {
  args: {
    page: {
      PNo: 8,
      SolLi: [
        { SNo: 1, Ans: '4', Slvd: false },
        { SNo: 2, Res: 0, Ans: '9', Slvd: true },
      ],
    },
    image: { status: 'ready', src: storyPageImageSrc(1, { PNo: 8 }) },
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    await expect(canvas.getByRole('heading', { name: t.pageTitle(8) })).toBeVisible();
    const list = await canvas.findByRole('list', { name: t.questions });
    const unmarked = within(list).getByRole('button', { name: t.toggle(1) });
    await expect(unmarked).toHaveAccessibleDescription(
      t.details(
        'noteMarkingCard.mark.unmarked',
        ['noteMarkingCard.answer', { answer: 4 }],
        'noteMarkingCard.unsolved',
      ),
    );
    await userEvent.click(unmarked);
    await expect(args.onMark).toHaveBeenLastCalledWith(1, SOLUTION_RESULT.WRONG);
  },
};
