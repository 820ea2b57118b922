import {
  LOCAL_SETTING_KEY,
  type Locale,
  NOTE_STATUS,
  type NoteAgenda,
  noteStatusLabelKey,
  SOLUTION_RESULT,
} from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { makeStoryNote, storyImages, withCheck, withMark } from '../internal/testing/storyNote.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { NoteReview, type NoteReviewProps } from './NoteReview.tsx';

const koNote = makeStoryNote({
  agendas: 2,
  pagesPerAgenda: 4,
  agendaName: (no) => `${no}단원`,
});

/** The review as an app drives it: marks, checks and status changes are applied at once. */
function ReviewHarness(args: NoteReviewProps) {
  const [agendas, setAgendas] = useState(args.agendas);
  const [status, setStatus] = useState(args.status);
  const [comment, setComment] = useState(args.confirmComment);
  return (
    <NoteReview
      {...args}
      agendas={agendas}
      status={status}
      confirmComment={comment}
      onMark={(ref, solutionNo, result) => {
        args.onMark?.(ref, solutionNo, result);
        setAgendas((previous) => previous && withMark(previous, ref, solutionNo, result));
      }}
      onCheck={(ref, checked) => {
        args.onCheck?.(ref, checked);
        setAgendas((previous) => previous && withCheck(previous, ref, checked));
      }}
      onStartCorrection={() => {
        args.onStartCorrection?.();
        setStatus(NOTE_STATUS.INSPECTION);
      }}
      onComplete={async (text) => {
        await args.onComplete?.(text);
        setStatus(NOTE_STATUS.COMPLETED);
        setComment(text);
      }}
    />
  );
}

const meta = {
  title: 'Notes/NoteReview',
  component: NoteReview,
  render: (args) => <ReviewHarness {...args} />,
  args: {
    noteIdx: 101,
    title: '김민지 · 3월 과제',
    status: NOTE_STATUS.VERIFIED,
    viewer: 'teacher',
    agendas: koNote,
    getPageImage: storyImages(koNote),
    maxHeight: '480px',
    onMark: fn(),
    onCheck: fn(),
    onStartCorrection: fn(),
    onComplete: fn(),
    onPagesInView: fn(),
  },
  beforeEach: () => {
    localStorage.removeItem(LOCAL_SETTING_KEY.COLUMN_COUNT);
  },
  parameters: {
    docs: {
      description: {
        component:
          "The teacher's correction of a student's note and the student's view of it (screens.md §4 note status, §6, §10 Notes): the status bar with the role's label, the counts of questions, wrong and solved, start or continue correction, complete with a feedback comment, the validation mode, agenda navigation and the page cards in 1-4 columns (remembered in local storage unless the app passes `columns`). Cards are virtualized by lines, and only the cards in view exist, images included, so a note of hundreds of pages opens at once. Everything of one note (correction session, comment, scroll) is keyed by `noteIdx`. The app keeps the marks and the status and passes them back." +
          '\n\n**When to use.** Use it for the screen where a teacher corrects a student’s note, or a student reads the correction. For one page alone use NoteMarkingCard; for the list of notes use DataTable.' +
          '\n\n**States.** Teacher correction, complete with feedback, teacher submitted, teacher verified, teacher inspection, teacher completed, student submitted, student verified, student inspection, student completed, student completed with comment, teacher completed with comment, loading, empty, missing images, columns remembered, agenda navigation, validation mode, switching notes, large note renders only what is in view and double click completes once.',
      },
    },
  },
} satisfies Meta<typeof NoteReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusText = (root: HTMLElement) =>
  root.querySelector('[data-slot="note-review-status"]')?.textContent;
const countOf = (root: HTMLElement, name: 'questions' | 'wrong' | 'solved') =>
  Number(root.querySelector(`[data-count="${name}"] dd`)?.textContent);
const firstLineCards = (root: HTMLElement) =>
  root.querySelectorAll('[data-slot="note-review-line"]')[0]?.querySelectorAll('article').length;

/** The story's own example data: the feedback a teacher writes, the harness's reopen button. */
const WORDS = {
  ko: { feedback: '계산 실수 주의', reopen: '다시 열기' },
  en: { feedback: 'Mind the sums.', reopen: 'Open again' },
} satisfies Record<Locale, Record<string, string>>;

/** The marking card's toggle for a question (teacher, during a correction). */
const markToggle = (locale: Locale, no: number) =>
  kitText(locale, 'noteMarkingCard.markToggle', { no });
/** The read-only mark of a question. */
const markState = (locale: Locale, no: number, mark: 'correct' | 'wrong') =>
  kitText(locale, 'noteMarkingCard.markState', {
    no,
    mark: kitText(locale, `noteMarkingCard.mark.${mark}`),
  });

/** A teacher starts the correction and marks by pointer and keyboard; the counts follow. */
export const TeacherCorrection: Story = {
  tags: ['brand-sweep', 'locale-sweep'],
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const locale = localeOf(context);
    await expect(statusText(canvasElement)).toBe(
      kitText(locale, noteStatusLabelKey(NOTE_STATUS.VERIFIED, 'teacher')),
    );
    // Before the correction starts, marks are only shown.
    await expect(
      canvas.queryByRole('button', { name: markToggle(locale, 1) }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      canvas.getByRole('button', { name: kitText(locale, 'noteReview.startCorrection') }),
    );
    await expect(args.onStartCorrection).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(statusText(canvasElement)).toBe(
        kitText(locale, noteStatusLabelKey(NOTE_STATUS.INSPECTION, 'teacher')),
      ),
    );

    const wrongBefore = countOf(canvasElement, 'wrong');
    const firstCard = canvas.getAllByRole('article')[0] as HTMLElement;
    // Pointer: question 2 of the first page becomes wrong (question 1 already is).
    const first = await within(firstCard).findByRole('button', { name: markToggle(locale, 2) });
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(first);
    await expect(args.onMark).toHaveBeenLastCalledWith(
      { agendaNo: 1, pageNo: 1 },
      2,
      SOLUTION_RESULT.WRONG,
    );
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(canvasElement, 'wrong')).toBe(wrongBefore + 1);
    // Keyboard: question 3 of the same page too.
    const second = within(firstCard).getByRole('button', { name: markToggle(locale, 3) });
    second.focus();
    await userEvent.keyboard(' ');
    await expect(countOf(canvasElement, 'wrong')).toBe(wrongBefore + 2);
  },
};

/** Continue a correction and complete it with a feedback comment; the actions then go away. */
export const CompleteWithFeedback: Story = {
  tags: ['locale-sweep'],
  args: { status: NOTE_STATUS.INSPECTION },
  play: async (context) => {
    const { canvas, canvasElement, userEvent, args } = context;
    const locale = localeOf(context);
    const { feedback } = WORDS[locale];
    await expect(statusText(canvasElement)).toBe(
      kitText(locale, noteStatusLabelKey(NOTE_STATUS.INSPECTION, 'teacher')),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: kitText(locale, 'noteReview.continueCorrection') }),
    );
    // Continuing a note already under inspection does not move it again.
    await expect(args.onStartCorrection).not.toHaveBeenCalled();
    const firstCard = canvas.getAllByRole('article')[0] as HTMLElement;
    await within(firstCard).findByRole('button', { name: markToggle(locale, 2) });

    const complete = kitText(locale, 'noteReview.complete');
    await userEvent.click(canvas.getByRole('button', { name: complete }));
    const dialog = await screen.findByRole('dialog', {
      name: kitText(locale, 'noteReview.completeTitle'),
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: kitText(locale, 'noteReview.comment') }),
      feedback,
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: kitText(locale, 'noteReview.completeConfirm') }),
    );
    await expect(args.onComplete).toHaveBeenCalledWith(feedback);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Completed: the actions are gone, the feedback is shown, marks are read-only.
    await expect(statusText(canvasElement)).toBe(
      kitText(locale, noteStatusLabelKey(NOTE_STATUS.COMPLETED, 'teacher')),
    );
    await expect(
      canvas.queryByRole('button', { name: kitText(locale, 'noteReview.startCorrection') }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: complete })).not.toBeInTheDocument();
    await expect(canvas.getByText(feedback)).toBeVisible();
    await expect(
      within(firstCard).getByRole('img', { name: markState(locale, 1, 'wrong') }),
    ).toBeVisible();
  },
};

/**
 * Two presses of the completion's confirm in one task, before React re-renders (issue 17 item 1):
 * one completion. The old guard was a busy flag in state, which read false for both.
 */
export const DoubleClickCompletesOnce: Story = {
  args: {
    status: NOTE_STATUS.INSPECTION,
    onComplete: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    await userEvent.click(
      canvas.getByRole('button', { name: kitText(locale, 'noteReview.continueCorrection') }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: kitText(locale, 'noteReview.complete') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: kitText(locale, 'noteReview.completeTitle'),
    });
    const confirm = within(dialog).getByRole('button', {
      name: kitText(locale, 'noteReview.completeConfirm'),
    });
    confirm.click();
    confirm.click();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

/**
 * The action a teacher is offered for each status (none once completed). Each status story
 * carries its tag itself: the test runner reads tags from the story object as written.
 */
const TEACHER_ACTION: Partial<Record<number, string>> = {
  [NOTE_STATUS.SUBMIT]: 'noteReview.startCorrection',
  [NOTE_STATUS.VERIFIED]: 'noteReview.startCorrection',
  [NOTE_STATUS.INSPECTION]: 'noteReview.continueCorrection',
};

const statusStory = (viewer: 'teacher' | 'student', status: number): Story => ({
  args: { viewer, status },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const locale = localeOf(context);
    await expect(statusText(canvasElement)).toBe(
      kitText(locale, noteStatusLabelKey(status, viewer)),
    );
    const action = viewer === 'teacher' ? TEACHER_ACTION[status] : undefined;
    const buttons = canvas
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name && /검사|correction/i.test(name));
    await expect(buttons).toEqual(action ? [kitText(locale, action)] : []);
  },
});

/** foundation.md §4: the teacher's label for each status, and the action it offers. */
export const TeacherSubmitted: Story = {
  tags: ['locale-sweep'],
  ...statusStory('teacher', NOTE_STATUS.SUBMIT),
};
export const TeacherVerified: Story = {
  tags: ['locale-sweep'],
  ...statusStory('teacher', NOTE_STATUS.VERIFIED),
};
export const TeacherInspection: Story = {
  tags: ['locale-sweep'],
  ...statusStory('teacher', NOTE_STATUS.INSPECTION),
};
export const TeacherCompleted: Story = {
  tags: ['locale-sweep'],
  ...statusStory('teacher', NOTE_STATUS.COMPLETED),
};
/** A student sees "inspection underway" for the first three statuses, and no action. */
export const StudentSubmitted: Story = {
  tags: ['locale-sweep'],
  ...statusStory('student', NOTE_STATUS.SUBMIT),
};
export const StudentVerified: Story = {
  tags: ['locale-sweep'],
  ...statusStory('student', NOTE_STATUS.VERIFIED),
};
export const StudentInspection: Story = {
  tags: ['locale-sweep'],
  ...statusStory('student', NOTE_STATUS.INSPECTION),
};
export const StudentCompleted: Story = {
  tags: ['locale-sweep'],
  ...statusStory('student', NOTE_STATUS.COMPLETED),
};

/** A student's completed note with the teacher's comment: marks read-only, pages tickable. */
export const StudentCompletedWithComment: Story = {
  tags: ['locale-sweep'],
  args: { viewer: 'student', status: NOTE_STATUS.COMPLETED },
  render: (args, context) => (
    <ReviewHarness {...args} confirmComment={WORDS[localeOf(context)].feedback} />
  ),
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const locale = localeOf(context);
    await expect(canvas.getByText(WORDS[locale].feedback)).toBeVisible();
    const firstCard = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(
      await within(firstCard).findByRole('img', { name: markState(locale, 2, 'correct') }),
    ).toBeVisible();
    await expect(within(firstCard).queryByRole('button', { name: /:/ })).not.toBeInTheDocument();
    // screens.md §6: the student ticks wrong-answer pages.
    await userEvent.click(
      within(firstCard).getByRole('checkbox', {
        name: `${kitText(locale, 'noteMarkingCard.check.student')} (p.1)`,
      }),
    );
    await expect(args.onCheck).toHaveBeenLastCalledWith({ agendaNo: 1, pageNo: 1 }, true);
  },
};

/** The teacher's view of a completed note: no actions, the feedback, read-only marks. */
export const TeacherCompletedWithComment: Story = {
  args: { status: NOTE_STATUS.COMPLETED, confirmComment: WORDS.ko.feedback },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '선생님 피드백' })).toBeVisible();
    await expect(canvas.getByText(WORDS.ko.feedback)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '검사 완료' })).not.toBeInTheDocument();
    const check = canvas.getAllByRole('checkbox')[0];
    await expect(check).toBeDisabled();
  },
};

/** The note JSON is loading. */
export const Loading: Story = {
  tags: ['locale-sweep'],
  args: { agendas: undefined },
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await expect(
      canvas.getByText(kitText(localeOf(context), 'noteReview.loading')),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-count="questions"] dd')).toHaveTextContent('–');
  },
};

/** A note without pages. */
export const Empty: Story = {
  args: { agendas: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('이 노트에는 페이지가 없습니다.')).toBeVisible();
    await expect(countOf(canvasElement, 'questions')).toBe(0);
  },
};

/** Pages whose images are not found (WB-404-102) show the no-note-image empty state. */
export const MissingImages: Story = {
  args: { getPageImage: () => ({ status: 'missing' }) },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('노트 이미지가 없습니다')).length).toBeGreaterThan(0);
  },
};

const columnsPlay: Story['play'] = async (context) => {
  const { canvas, canvasElement, userEvent } = context;
  const locale = localeOf(context);
  const t = {
    column: (count: number) => kitText(locale, 'noteReview.columnCount', { count }),
    reopen: WORDS[locale].reopen,
  };
  // Default 2 (screens.md §9).
  await waitFor(() => expect(firstLineCards(canvasElement)).toBe(2));
  await expect(canvas.getByRole('radio', { name: t.column(2) })).toBeChecked();
  // Pointer: 3.
  await userEvent.click(canvas.getByRole('radio', { name: t.column(3) }));
  await waitFor(() => expect(firstLineCards(canvasElement)).toBe(3));
  await expect(localStorage.getItem(LOCAL_SETTING_KEY.COLUMN_COUNT)).toBe('3');
  // Keyboard: the arrows move to 4, then down to 1.
  // Held as a person holds it: Radix chooses on the focus that an arrow key moved.
  const press = async (key: string, expected: number) => {
    await userEvent.keyboard(`{${key}>}`);
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: t.column(expected) })).toBeChecked(),
    );
    await userEvent.keyboard(`{/${key}}`);
  };
  await press('ArrowRight', 4);
  await waitFor(() => expect(firstLineCards(canvasElement)).toBe(4));
  await press('ArrowLeft', 3);
  await press('ArrowLeft', 2);
  await press('ArrowLeft', 1);
  await waitFor(() => expect(firstLineCards(canvasElement)).toBe(1));
  await expect(localStorage.getItem(LOCAL_SETTING_KEY.COLUMN_COUNT)).toBe('1');
  // Opened again, the review remembers 1.
  await userEvent.click(canvas.getByRole('button', { name: t.reopen }));
  await waitFor(() => expect(canvas.getByRole('radio', { name: t.column(1) })).toBeChecked());
  await expect(firstLineCards(canvasElement)).toBe(1);
};

/** Reopens the review from scratch, as leaving the screen and coming back does. */
function ReopenHarness(args: NoteReviewProps & { reopenLabel: string }) {
  const [opened, setOpened] = useState(0);
  const { reopenLabel, ...rest } = args;
  return (
    <>
      <button type="button" onClick={() => setOpened((count) => count + 1)}>
        {reopenLabel}
      </button>
      <ReviewHarness key={opened} {...rest} />
    </>
  );
}

/** 1 to 4 columns, chosen by pointer or keyboard, remembered in local storage. */
export const ColumnsRemembered: Story = {
  tags: ['locale-sweep'],
  render: (args, context) => (
    <ReopenHarness {...args} reopenLabel={WORDS[localeOf(context)].reopen} />
  ),
  play: columnsPlay,
};

const manyAgendas = makeStoryNote({ agendas: 4, pagesPerAgenda: 6, agendaName: (n) => `${n}단원` });

/** Agenda navigation: a press scrolls to the agenda and moves focus to its heading. */
export const AgendaNavigation: Story = {
  args: { agendas: manyAgendas, getPageImage: storyImages(manyAgendas) },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '목차' });
    const third = within(nav).getByRole('button', { name: '3단원 (6)' });
    await expect(within(nav).getByRole('button', { name: '1단원 (6)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(third);
    await waitFor(() => expect(canvas.getByRole('heading', { name: '3단원' })).toHaveFocus());
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
  },
};

/** Validation mode shows each question's answer over the page. */
export const ValidationMode: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: '검증 모드' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelector('[data-slot="note-mark-details"]')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="note-mark-details"]')).toBeVisible(),
    );
  },
};

const studentA = makeStoryNote({ agendas: 3, pagesPerAgenda: 6, agendaName: (n) => `${n}단원` });
const studentB = makeStoryNote({
  agendas: 3,
  pagesPerAgenda: 6,
  allCorrect: true,
  agendaName: (n) => `${n}단원`,
});

/** Two students' notes under inspection, and a button to move to the next one. */
function TwoStudents(args: NoteReviewProps) {
  const [current, setCurrent] = useState(0);
  const [notes, setNotes] = useState([
    { noteIdx: 201, title: '김민지', agendas: studentA },
    { noteIdx: 202, title: '이서준', agendas: studentB },
  ]);
  const note = notes[current] ?? notes[0];
  const images = useMemo(() => [storyImages(studentA), storyImages(studentB)], []);
  if (!note) return null;
  return (
    <>
      <button type="button" onClick={() => setCurrent((index) => (index + 1) % notes.length)}>
        다음 학생
      </button>
      <NoteReview
        {...args}
        noteIdx={note.noteIdx}
        title={note.title}
        status={NOTE_STATUS.INSPECTION}
        agendas={note.agendas}
        getPageImage={images[current] ?? storyImages(studentA)}
        onMark={(ref, solutionNo, result) => {
          args.onMark?.(ref, solutionNo, result);
          setNotes((all) =>
            all.map((item, index) =>
              index === current
                ? { ...item, agendas: withMark(item.agendas, ref, solutionNo, result) }
                : item,
            ),
          );
        }}
      />
    </>
  );
}

/**
 * Moving from one student's note to the next carries no mark, no comment being written, no
 * correction session and no scroll position across (everything is keyed by noteIdx).
 */
export const SwitchingNotes: Story = {
  render: (args) => <TwoStudents {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const wrongOf = (agendas: NoteAgenda[]) =>
      agendas
        .flatMap((agenda) => agenda.PLi.flatMap((page) => page.SolLi ?? []))
        .filter((solution) => solution.Res === SOLUTION_RESULT.WRONG).length;
    await expect(canvas.getByRole('heading', { name: '김민지' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '검사 계속' }));
    const firstCard = canvas.getAllByRole('article')[0] as HTMLElement;
    const mark = await within(firstCard).findByRole('button', { name: '1번 문항: 오답' });
    if (mark.getAttribute('aria-pressed') === 'false') await userEvent.click(mark);
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    await expect(countOf(canvasElement, 'wrong')).toBeGreaterThan(wrongOf(studentB));

    // A comment half written, and the pages scrolled down.
    await userEvent.click(canvas.getByRole('button', { name: '검사 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '검사를 완료합니다' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '피드백' }), '김민지에게');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const pages = canvas.getByRole('region', { name: '노트 페이지' });
    pages.scrollTop = 900;
    await waitFor(() => expect(pages.scrollTop).toBeGreaterThan(0));

    await userEvent.click(canvas.getByRole('button', { name: '다음 학생' }));
    await expect(canvas.getByRole('heading', { name: '이서준' })).toBeVisible();
    const nextPages = canvas.getByRole('region', { name: '노트 페이지' });
    await expect(nextPages.scrollTop).toBe(0);
    await expect(countOf(canvasElement, 'wrong')).toBe(0);
    // The correction session is the next note's own: it starts again from "continue".
    await expect(canvas.getByRole('button', { name: '검사 계속' })).toBeVisible();
    const nextCard = canvas.getAllByRole('article')[0] as HTMLElement;
    await expect(
      await within(nextCard).findByRole('img', { name: '1번 문항: 정답' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '검사 계속' }));
    await userEvent.click(canvas.getByRole('button', { name: '검사 완료' }));
    const nextDialog = await screen.findByRole('dialog', { name: '검사를 완료합니다' });
    await expect(within(nextDialog).getByRole('textbox', { name: '피드백' })).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const largeNote = makeStoryNote({ agendas: 4, pagesPerAgenda: 50, agendaName: (n) => `${n}단원` });

/**
 * 200 pages: only the lines in view exist, images included, and the app hears which pages are
 * in view as the user scrolls (screens.md §10; the stress story scrolls the whole note).
 */
export const LargeNoteRendersOnlyWhatIsInView: Story = {
  args: { agendas: largeNote, getPageImage: storyImages(largeNote), status: NOTE_STATUS.COMPLETED },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(countOf(canvasElement, 'questions')).toBe(600);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0));
    const cards = canvas.getAllByRole('article').length;
    await expect(cards).toBeLessThanOrEqual(12);
    await expect(canvasElement.querySelectorAll('img').length).toBeLessThanOrEqual(cards);
    await waitFor(() =>
      expect(args.onPagesInView).toHaveBeenCalledWith(
        expect.arrayContaining([{ agendaNo: 1, pageNo: 1 }]),
      ),
    );

    const pages = canvas.getByRole('region', { name: '노트 페이지' });
    pages.scrollTop = pages.scrollHeight;
    await waitFor(
      () => {
        pages.scrollTop = pages.scrollHeight;
        expect(canvas.getByRole('heading', { name: 'p.200' })).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    await expect(canvas.queryByRole('heading', { name: 'p.1' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article').length).toBeLessThanOrEqual(12);
    await expect(args.onPagesInView).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ agendaNo: 4, pageNo: 200 }]),
    );
  },
};
