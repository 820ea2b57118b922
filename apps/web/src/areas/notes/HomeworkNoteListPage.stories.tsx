import {
  AGENT_COMMAND,
  type Locale,
  NOTE_ADD_TYPE,
  NOTE_KIND,
  NOTE_STATUS,
  SOLUTION_RESULT,
  type TextParams,
} from '@platform/contract';
import { agent, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { lastSavedFile } from '../../shared/saveFile.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { shortJoinProcessing } from '../../testing/storyJoin.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { textPatternOf } from '../../testing/textPattern.ts';

/** The wait for what loads: lazy routes and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

const meta = {
  title: 'Screens/Notes/HomeworkNoteList',
  // Every story runs again in English (storybook:en), its texts read from the catalogues.
  tags: ['locale-sweep'],
  render: atPath('/demo/task/listNote'),
  beforeEach: [signedInAs('teacher'), shortJoinProcessing],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'task/listNote and manage/note/list, the homework notes (screens.md §10 Notes, §4 note ' +
          'status, §6): the list, and below it the review of the opened note with the marking ' +
          'cards of @platform/ui, start/continue and complete with a comment, the export of ' +
          'chosen pages, and for a student with wrong answers in a completed note the ' +
          'wrong-answer rewriting through the local agent. A student opens a note only once its ' +
          'correction is completed. Every story acts on the mock server.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];

interface Texts {
  title: string;
  table: string;
  openOf: (label: string) => string;
  openPattern: RegExp;
  start: string;
  continue: string;
  markWrong: RegExp;
  complete: string;
  completeConfirm: string;
  comment: string;
  completeTitle: string;
  markToggle: RegExp;
  rewrite: string;
  rewriteTitle: string;
  rewriteOpened: string;
  next: string;
  exportOpen: string;
  exportTitle: string;
  images: string;
  exportSubmit: RegExp;
  commentText: string;
}

/** What the screen reads in `locale`, from the catalogues (the app's, the kit's, the contract's). */
function textsIn(locale: Locale): Texts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  const markWrong = textPatternOf(locale, 'noteMarkingCard.markToggle', { no: 'number' });
  return {
    title: t('notes.homework.title'),
    table: t('notes.homework.table'),
    openOf: (label) => t('notes.openOf', { title: label }),
    openPattern: textPatternOf(locale, 'notes.openOf', { title: 'text' }),
    start: t('noteReview.startCorrection'),
    continue: t('noteReview.continueCorrection'),
    markWrong,
    complete: t('noteReview.complete'),
    completeConfirm: t('noteReview.completeConfirm'),
    comment: t('noteReview.comment'),
    completeTitle: t('noteReview.completeTitle'),
    markToggle: markWrong,
    rewrite: t('notes.rewrite'),
    rewriteTitle: t('clientLaunch.rewrite.title'),
    rewriteOpened: t('clientLaunch.rewrite.done'),
    next: t('notes.review.next'),
    exportOpen: t('notes.export.open'),
    exportTitle: t('notes.export.title'),
    images: t('notes.type.image'),
    exportSubmit: textPatternOf(locale, 'notes.export.submit', { count: 'number' }),
    // Example data: the comment the teacher types.
    commentText: locale === 'en' ? 'Well done' : '잘했어요',
  };
}

const userName = (userIdx: number) =>
  db.users.find((user) => user.userIdx === userIdx)?.userName ?? '';
const labelOf = (note: (typeof db.notes)[number]) =>
  `${userName(note.userIdx)} · ${note.noteTitle}`;
const noteByIdx = (noteIdx: number) => db.notes.find((note) => note.noteIdx === noteIdx);
const wrongOf = (note: (typeof db.notes)[number]) =>
  note.agendas
    .flatMap((agenda) => agenda.PLi)
    .flatMap((page) => page.SolLi)
    .filter((solution) => solution.Res === SOLUTION_RESULT.WRONG).length;

async function loadedTable(canvas: Canvas, texts: Texts) {
  await canvas.findByRole('heading', { level: 1, name: texts.title }, LOAD);
  const table = await canvas.findByRole('table', { name: texts.table }, LOAD);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), LOAD);
  return table;
}

/** The list refetches after a change: the play ends once it shows its rows again. */
async function settled(table: HTMLElement) {
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), LOAD);
}

/** The homework notes on the first page whose open button is enabled, with their db rows. */
function openableNotes(table: HTMLElement, texts: Texts) {
  return within(table)
    .getAllByRole('button', { name: texts.openPattern })
    .filter((button) => !(button as HTMLButtonElement).disabled)
    .flatMap((button) => {
      const name = button.getAttribute('aria-label') ?? '';
      const note = db.notes.find(
        (candidate) =>
          candidate.noteKind === NOTE_KIND.TASK && texts.openOf(labelOf(candidate)) === name,
      );
      return note ? [{ button, note }] : [];
    });
}

/** The review of the open note, once its pages are there. */
async function openedReview(canvas: Canvas, heading: string) {
  const review = await canvas.findByRole('region', { name: heading }, LOAD);
  await within(review).findByRole('heading', { level: 2, name: heading }, LOAD);
  return review;
}

/**
 * A student opens only completed notes (screens.md §4), sees the marks and the feedback, and
 * starts wrong-answer rewriting: the agent gets the load-note command with add type 3.
 */
const studentPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  for (const button of within(table).getAllByRole('button', { name: texts.openPattern })) {
    const note = db.notes.find(
      (candidate) => texts.openOf(labelOf(candidate)) === button.getAttribute('aria-label'),
    );
    const completed = note?.noteStatus === NOTE_STATUS.COMPLETED;
    await expect(button).toHaveProperty('disabled', !completed);
  }
  const target = openableNotes(table, texts).find(({ note }) => wrongOf(note) > 0);
  if (!target) throw new Error('no completed note with wrong answers');
  await userEvent.click(target.button);
  const review = await openedReview(canvas, labelOf(target.note));
  await expect(
    await within(review).findByText(target.note.confirmComment ?? '', {}, LOAD),
  ).toBeVisible();
  await userEvent.click(within(review).getByRole('button', { name: texts.rewrite }));
  await waitFor(() => expect(agent.lastLaunch).not.toBeNull(), LOAD);
  await expect(agent.lastLaunch?.command).toBe(AGENT_COMMAND.LOAD_NOTE);
  await expect(agent.lastLaunch?.room).toMatchObject({
    addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE,
    noteIdx: target.note.noteIdx,
    noteDir: target.note.noteDir,
  });
  // The dialog names what opened: the note, for rewriting (not a class).
  const launching = await screen.findByRole('dialog', { name: texts.rewriteTitle }, LOAD);
  await expect(await within(launching).findByText(texts.rewriteOpened, {}, LOAD)).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
};

const asStudent = async () => {
  scenario.set({ agent: 'ready' });
  return signedInAs('student')();
};

export const StudentRewrite: Story = { beforeEach: asStudent, play: studentPlay };

/** The first note on the list's first page that waits for review (submitted or verified). */
function waitingNote(table: HTMLElement, texts: Texts) {
  const target = openableNotes(table, texts).find(
    ({ note }) =>
      note.noteStatus === NOTE_STATUS.VERIFIED || note.noteStatus === NOTE_STATUS.SUBMIT,
  );
  if (!target) throw new Error('no note waiting for review on the first page');
  return target;
}

/** The first mark of the review that can be turned to wrong. */
/** The answers marked wrong in the review, as it is now. */
const pressedMarks = (review: HTMLElement, texts: Texts) =>
  within(review).queryAllByRole('button', { name: texts.markToggle, pressed: true });

async function unpressedMark(review: HTMLElement, texts: Texts) {
  return waitFor(() => {
    const found = within(review)
      .getAllByRole('button', { name: texts.markToggle })
      .find((button) => button.getAttribute('aria-pressed') === 'false');
    if (!found) throw new Error('no answer to mark wrong yet');
    return found;
  }, LOAD);
}

/**
 * Defect: every status chip of the list was one grey. Statuses that differ in meaning (to mark,
 * under inspection, completed) differ in tone, as the review's header shows them.
 */
export const StatusesHaveTheirTones: Story = {
  play: async (context) => {
    const table = await loadedTable(context.canvas, textsIn(localeOf(context)));
    const tones = new Set(
      Array.from(
        table.querySelectorAll<HTMLElement>('[data-slot="status-chip"]'),
        (chip) => chip.dataset.tone,
      ),
    );
    await expect(tones).toContain('warning');
    await expect(tones).toContain('success');
    await expect(tones.size).toBeGreaterThanOrEqual(3);
  },
};

/** The teacher starts the correction of a note nobody reviewed yet and marks an answer wrong. */
const markPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const { note, button } = waitingNote(table, texts);
  await userEvent.click(button);
  const review = await openedReview(canvas, labelOf(note));
  await userEvent.click(await within(review).findByRole('button', { name: texts.start }, LOAD));
  await waitFor(
    () => expect(noteByIdx(note.noteIdx)?.noteStatus).toBe(NOTE_STATUS.INSPECTION),
    LOAD,
  );
  const before = wrongOf(note);
  const toggle = await unpressedMark(review, texts);
  const pressedBefore = pressedMarks(review, texts).length;
  await userEvent.click(toggle);
  await waitFor(() => expect(wrongOf(note)).toBe(before + 1), LOAD);
  // Counted in the review as it is now, not on the button pressed: the review may draw its cards
  // again meanwhile (the button held here stayed unpressed in two CI runs while the mark showed).
  await waitFor(() => expect(pressedMarks(review, texts)).toHaveLength(pressedBefore + 1), LOAD);
  await settled(table);
};

export const TeacherMarksWrong: Story = { tags: ['brand-sweep'], play: markPlay };

/**
 * The teacher continues a correction under way and completes it with a comment: the note is
 * completed with that comment in the mock's database, and the review's actions are gone.
 */
const completePlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const { note, button } = waitingNote(table, texts);
  // Arranged: the correction of this note is under way.
  note.noteStatus = NOTE_STATUS.INSPECTION;
  await userEvent.click(button);
  const review = await openedReview(canvas, labelOf(note));
  await userEvent.click(await within(review).findByRole('button', { name: texts.continue }, LOAD));
  await userEvent.click(within(review).getByRole('button', { name: texts.complete }));
  const dialog = await screen.findByRole('dialog', { name: texts.completeTitle });
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: texts.comment }),
    texts.commentText,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: texts.completeConfirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  await expect(noteByIdx(note.noteIdx)?.noteStatus).toBe(NOTE_STATUS.COMPLETED);
  await expect(noteByIdx(note.noteIdx)?.confirmComment).toBe(texts.commentText);
  await expect(await within(review).findByText(texts.commentText, {}, LOAD)).toBeVisible();
  await expect(within(review).queryByRole('button', { name: texts.complete })).toBeNull();
  await settled(table);
};

export const TeacherCompletesWithComment: Story = { play: completePlay };

/**
 * A mark on one student's note never shows on the next: the teacher marks an answer wrong on the
 * first note, moves to the next student, and sees that student's own marks and count.
 */
const switchPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const notes = openableNotes(table, texts);
  const first = waitingNote(table, texts);
  const second = notes[notes.findIndex(({ note }) => note === first.note) + 1];
  if (!second) throw new Error('no next note to switch to');
  // Arranged: the correction of the first note is under way.
  first.note.noteStatus = NOTE_STATUS.INSPECTION;
  await userEvent.click(first.button);
  const review = await openedReview(canvas, labelOf(first.note));
  await userEvent.click(await within(review).findByRole('button', { name: texts.continue }, LOAD));
  const before = wrongOf(first.note);
  await userEvent.click(await unpressedMark(review, texts));
  await waitFor(() => expect(wrongOf(first.note)).toBe(before + 1), LOAD);

  await userEvent.click(canvas.getByRole('button', { name: texts.next }));
  const next = await openedReview(canvas, labelOf(second.note));
  const count = next.querySelector('[data-count="wrong"] dd');
  await waitFor(() => expect(count?.textContent).toBe(String(wrongOf(second.note))), LOAD);
  // The correction session was the first note's: the next one is not being corrected.
  await expect(within(next).queryByRole('button', { name: texts.complete })).toBeNull();
  // Only the next student's own wrong answers show as pressed (those of the pages in view).
  const pressed = within(next)
    .queryAllByRole('button', { name: texts.markToggle, pressed: true })
    .concat(within(next).queryAllByRole('img', { name: texts.markWrong }));
  await expect(pressed.length).toBeLessThanOrEqual(wrongOf(second.note));
  await settled(table);
};

export const SwitchingStudentsCarriesNoMark: Story = { play: switchPlay };

/** The number of entries of a zip, read from its end-of-central-directory record. */
function zipEntryCount(bytes: Uint8Array): number {
  const end = bytes.length - 22;
  return (bytes[end + 10] ?? 0) | ((bytes[end + 11] ?? 0) << 8);
}

/** The teacher exports some pages as images: the zip holds one image per chosen page. */
const exportPlay: Play = async (context) => {
  const { canvas, userEvent } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const target = openableNotes(table, texts)[0];
  if (!target) throw new Error('no note to export');
  await userEvent.click(target.button);
  const review = await openedReview(canvas, labelOf(target.note));
  await userEvent.click(
    await within(review).findByRole('button', { name: texts.exportOpen }, LOAD),
  );
  const dialog = await screen.findByRole('dialog', { name: texts.exportTitle });
  const boxes = within(dialog).getAllByRole('checkbox');
  // Drop the last page (the last box is a page: agendas come before their pages).
  const last = boxes.at(-1);
  if (!last) throw new Error('no page to choose');
  await userEvent.click(last);
  await userEvent.click(within(dialog).getByRole('radio', { name: texts.images }));
  const submit = within(dialog).getByRole('button', { name: texts.exportSubmit });
  const chosen = Number(/\d+/.exec(submit.textContent ?? '')?.[0]);
  const pages = target.note.agendas.flatMap((agenda) => agenda.PLi).length;
  await expect(chosen).toBe(pages - 1);
  const before = lastSavedFile();
  await userEvent.click(submit);
  await waitFor(() => expect(lastSavedFile()).not.toBe(before), LOAD);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  const file = lastSavedFile();
  await expect(file?.fileName).toMatch(/\.zip$/);
  const bytes = new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
  await expect(zipEntryCount(bytes)).toBe(chosen);
};

export const ExportPages: Story = { play: exportPlay };

/** manage/note/list shows the same screen in the manage area: an admin opens any homework note. */
const managePlay: Play = async (context) => {
  const { canvas } = context;
  const texts = textsIn(localeOf(context));
  const table = await loadedTable(canvas, texts);
  const buttons = within(table).getAllByRole('button', { name: texts.openPattern });
  for (const button of buttons) await expect(button).toBeEnabled();
};

export const ManageArea: Story = {
  render: atPath('/demo/manage/note/list'),
  beforeEach: signedInAs('admin'),
  play: managePlay,
};
