import { AGENT_COMMAND, NOTE_ADD_TYPE } from '@platform/contract';
import type { Page } from '@playwright/test';
import { expect, openDemo, signInAs, test } from './app.ts';

/*
 * Homework notes end to end (issue 9 item 9), in English like the other specs, on the demo
 * build's mock server: a teacher marks two answers of the demo student's note wrong (one of them
 * before a reload, which keeps it), completes the correction with a comment, opens another
 * student's note of the same homework (none of those marks there), and the student then sees the
 * note with the marks and the comment and starts wrong-answer rewriting through the local agent.
 * A second test switches students in the middle of a correction: no mark, no comment crosses.
 * The demo keeps its database in IndexedDB, so each story runs in one browser context (and a
 * fresh context starts from the seed).
 */

test.use({ locale: 'en-US' });

/** What the test arranged and reads back: the notes, the two answers to mark, the other mark. */
interface Arranged {
  noteIdx: number;
  noteTitle: string;
  studentIdx: number;
  studentName: string;
  /** Two answers of the first line of pages, correct as submitted. */
  targets: { pageTitle: string; agendaNo: number; pageNo: number; solutionNo: number }[];
  other: {
    noteIdx: number;
    userName: string;
    /** The other note's own mark of each target question (same page, same number). */
    marks: ('correct' | 'wrong' | 'unmarked')[];
  };
}

/**
 * The seed leaves the demo student's submitted homework already completed, and one homework in
 * progress (saved, not submitted). The classroom client submits that one, as the fake agent plays
 * it (`agent.submitNote`, the homework-submission path of the demo): with auto review it arrives
 * verified, so its answers carry marks, and the teacher starts its correction.
 */
async function arrangeSubmittedNote(page: Page): Promise<Arranged> {
  return page.evaluate(() => {
    const mocks = window.platformMocks;
    if (!mocks) throw new Error('no mock server');
    const { db, agent } = mocks;
    const student = db.users.find((user) => user.companyId === 'demo' && user.userId === 'student');
    if (!student) throw new Error('no demo student');
    // TASK_USER_STATUS.IN_PROGRESS (1): the homework the student is writing.
    const row = db.taskUsers.find(
      (candidate) => candidate.userIdx === student.userIdx && candidate.taskStatus === 1,
    );
    if (!row) throw new Error('the demo student has no homework in progress');
    const submitted = agent.submitNote({ taskIdx: row.taskIdx, userIdx: student.userIdx });
    const note = db.notes.find((candidate) => candidate.noteIdx === submitted.noteIdx);
    // Another student's submitted note of the same homework (2 submit .. 5 completed).
    const other = db.notes.find(
      (candidate) =>
        candidate.taskIdx === row.taskIdx &&
        candidate.userIdx !== student.userIdx &&
        candidate.noteStatus >= 2,
    );
    if (!note || !other) throw new Error('no notes to review');
    const markOf = (result: number | null | undefined) =>
      result === 1 ? 'correct' : result === 0 ? 'wrong' : 'unmarked';
    const otherResult = (pageNo: number, solutionNo: number) =>
      other.agendas
        .flatMap((agenda) => agenda.PLi)
        .find((candidate) => candidate.PNo === pageNo)
        ?.SolLi.find((solution) => solution.SNo === solutionNo)?.Res;
    // The first line of the grid (2 columns by default): the first agenda's first two pages.
    const agenda = note.agendas[0];
    if (!agenda) throw new Error('an empty note');
    const candidates = agenda.PLi.slice(0, 2).flatMap((notePage) =>
      notePage.SolLi.filter((solution) => solution.Res === 1).map((solution) => ({
        pageTitle: notePage.PNm?.trim() || `Page ${notePage.PNo}`,
        agendaNo: agenda.ANo,
        pageNo: notePage.PNo,
        solutionNo: solution.SNo,
      })),
    );
    // Answers the other student did not get wrong, so that a mark carried across would show.
    const preferred = [
      ...candidates.filter((target) => otherResult(target.pageNo, target.solutionNo) !== 0),
      ...candidates.filter((target) => otherResult(target.pageNo, target.solutionNo) === 0),
    ];
    const targets = preferred.slice(0, 2);
    if (targets.length < 2) throw new Error('fewer than two correct answers to mark wrong');
    const otherUser = db.users.find((user) => user.userIdx === other.userIdx);
    return {
      noteIdx: note.noteIdx,
      noteTitle: note.noteTitle,
      studentIdx: student.userIdx,
      studentName: student.userName,
      targets,
      other: {
        noteIdx: other.noteIdx,
        userName: otherUser?.userName ?? '',
        marks: targets.map((target) => markOf(otherResult(target.pageNo, target.solutionNo))),
      },
    };
  });
}

/** The result the mock server holds for one solution of a note. */
function resultOf(page: Page, noteIdx: number, pageNo: number, solutionNo: number) {
  return page.evaluate(
    ({ noteIdx, pageNo, solutionNo }) =>
      window.platformMocks?.db.notes
        .find((note) => note.noteIdx === noteIdx)
        ?.agendas.flatMap((agenda) => agenda.PLi)
        .find((notePage) => notePage.PNo === pageNo)
        ?.SolLi.find((solution) => solution.SNo === solutionNo)?.Res ?? null,
    { noteIdx, pageNo, solutionNo },
  );
}

/** Opens the homework-notes screen and the note of `userName` for `noteTitle` from its row. */
async function openHomeworkNote(page: Page, userName: string | null, noteTitle: string) {
  await page.goto('/demo/task/listNote');
  await expect(page.getByRole('heading', { level: 1, name: 'Homework notes' })).toBeVisible();
  const label = [userName, noteTitle].filter(Boolean).join(' · ');
  await page.getByRole('button', { name: `Open the note of ${label}`, exact: true }).click();
  return page.getByRole('region', { name: 'Note review' });
}

type Region = ReturnType<Page['getByRole']>;
type Target = Arranged['targets'][number];

/** The card of one page of the open note. */
const cardOf = (review: Region, pageTitle: string) =>
  review.getByRole('article', { name: pageTitle, exact: true });

/** A mark the teacher can toggle while correcting: "Question 3: wrong", pressed when wrong. */
const markButton = (review: Region, target: Target) =>
  cardOf(review, target.pageTitle).getByRole('button', {
    name: `Question ${target.solutionNo}: wrong`,
    exact: true,
  });

/** A mark as shown read-only (not correcting, or a student): "Question 3: correct". */
const markShown = (review: Region, target: Target, mark: string) =>
  cardOf(review, target.pageTitle).getByRole('img', {
    name: `Question ${target.solutionNo}: ${mark}`,
    exact: true,
  });

test('a teacher marks two answers wrong and completes the correction; the student sees the marks and starts rewriting', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openDemo(page, '/demo');
  const arranged = await arrangeSubmittedNote(page);
  const [first, second] = arranged.targets;
  if (!first || !second) throw new Error('two targets');
  const comment = 'Check the signs in your working, then try these two again.';

  // The teacher opens the student's verified note and starts its correction.
  await signInAs(page, 'teacher');
  let review = await openHomeworkNote(page, arranged.studentName, arranged.noteTitle);
  await review.getByRole('button', { name: 'Start correction', exact: true }).click();
  await expect(review.getByRole('button', { name: 'Complete correction' })).toBeVisible();

  await expect(markButton(review, first)).toHaveAttribute('aria-pressed', 'false');
  await markButton(review, first).click();
  await expect(markButton(review, first)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => resultOf(page, arranged.noteIdx, first.pageNo, first.solutionNo)).toBe(0);

  // The mark survives a reload (the demo keeps its database in IndexedDB).
  await page.evaluate(() => window.platformMocks?.flushDemoDatabase());
  await page.reload();
  await page.waitForFunction(() => Boolean(window.platformMocks));
  review = await openHomeworkNote(page, arranged.studentName, arranged.noteTitle);
  await expect(markShown(review, first, 'wrong')).toBeVisible();
  await expect(markShown(review, second, 'correct')).toBeVisible();

  // Continue, mark the second answer wrong, and complete with a comment.
  await review.getByRole('button', { name: 'Continue correction', exact: true }).click();
  await expect(markButton(review, first)).toHaveAttribute('aria-pressed', 'true');
  await markButton(review, second).click();
  await expect(markButton(review, second)).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => resultOf(page, arranged.noteIdx, second.pageNo, second.solutionNo))
    .toBe(0);

  await review.getByRole('button', { name: 'Complete correction', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete the correction' });
  await dialog.getByRole('textbox', { name: 'Feedback comment' }).fill(comment);
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The toast (its text is also announced through a live region: the first of the two).
  await expect(page.getByText('The correction is completed.').first()).toBeVisible();
  await expect(review.getByRole('button', { name: 'Complete correction' })).toHaveCount(0);
  await expect(review.getByText(comment)).toBeVisible();

  // Another student's note of the same homework shows its own marks, none of the previous note.
  expect(arranged.other.marks).not.toEqual(['wrong', 'wrong']);
  await page
    .getByRole('button', {
      name: `Open the note of ${arranged.other.userName} · ${arranged.noteTitle}`,
      exact: true,
    })
    .click();
  await expect(
    review.getByRole('heading', {
      level: 2,
      name: `${arranged.other.userName} · ${arranged.noteTitle}`,
    }),
  ).toBeVisible();
  for (const [index, target] of [first, second].entries()) {
    await expect(markShown(review, target, arranged.other.marks[index] ?? '')).toBeVisible();
  }
  await expect(review.getByText(comment)).toHaveCount(0);

  // The student signs in and opens the completed note: the comment and the two marks.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await signInAs(page, 'student');
  review = await openHomeworkNote(page, arranged.studentName, arranged.noteTitle);
  await expect(review.getByText(comment)).toBeVisible();
  await expect(markShown(review, first, 'wrong')).toBeVisible();
  await expect(markShown(review, second, 'wrong')).toBeVisible();

  // Wrong-answer rewriting launches the classroom client: the load-note command, add type 3
  // (screens.md §7), for this note and this student.
  await review.getByRole('button', { name: 'Rewrite wrong answers', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => window.platformMocks?.agent.lastLaunch ?? null))
    .toMatchObject({
      command: AGENT_COMMAND.LOAD_NOTE,
      room: { addType: NOTE_ADD_TYPE.WRONG_ANSWER_NOTE, noteIdx: arranged.noteIdx },
      user: { userIdx: arranged.studentIdx },
      language: 'en',
      outcome: 'launched',
    });
});

test('switching students in the middle of a correction carries no mark and no comment across', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page, '/demo');
  const arranged = await arrangeSubmittedNote(page);
  const [first] = arranged.targets;
  if (!first) throw new Error('a target');
  const otherMark = arranged.other.marks[0];
  expect(otherMark).not.toBe('wrong');

  await signInAs(page, 'teacher');
  const review = await openHomeworkNote(page, arranged.studentName, arranged.noteTitle);
  await review.getByRole('button', { name: 'Start correction', exact: true }).click();
  await markButton(review, first).click();
  await expect(markButton(review, first)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => resultOf(page, arranged.noteIdx, first.pageNo, first.solutionNo)).toBe(0);
  // A comment begun and put aside (the dialog cancelled keeps it for this note).
  await review.getByRole('button', { name: 'Complete correction', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Complete the correction' });
  await dialog.getByRole('textbox', { name: 'Feedback comment' }).fill('Not for the next student');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await review.getByRole('button', { name: 'Complete correction', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Feedback comment' })).toHaveValue(
    'Not for the next student',
  );
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The other student's note, mid-correction too: its own mark, an empty comment.
  await page
    .getByRole('button', {
      name: `Open the note of ${arranged.other.userName} · ${arranged.noteTitle}`,
      exact: true,
    })
    .click();
  await expect(
    review.getByRole('heading', {
      level: 2,
      name: `${arranged.other.userName} · ${arranged.noteTitle}`,
    }),
  ).toBeVisible();
  await expect(markShown(review, first, otherMark ?? '')).toBeVisible();
  const other = await page.evaluate(
    (noteIdx) =>
      window.platformMocks?.db.notes.find((note) => note.noteIdx === noteIdx)?.noteStatus,
    arranged.other.noteIdx,
  );
  // Under inspection (4) the teacher continues it; submitted or verified, starts it.
  await review
    .getByRole('button', {
      name: other === 4 ? 'Continue correction' : 'Start correction',
      exact: true,
    })
    .click();
  await expect(markButton(review, first)).toHaveAttribute('aria-pressed', 'false');
  await review.getByRole('button', { name: 'Complete correction', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Complete the correction' });
  await expect(dialog.getByRole('textbox', { name: 'Feedback comment' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Nothing was sent to the other note either.
  expect(await resultOf(page, arranged.other.noteIdx, first.pageNo, first.solutionNo)).not.toBe(0);
});
