import { LIMITS, type Locale, TASK_USER_STATUS, type TextParams } from '@platform/contract';
import { agent, db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPath } from '../../testing/AppStory.tsx';
import { shortJoinProcessing } from '../../testing/storyJoin.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { localeOf, textOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';

/** The wait for what loads: lazy routes and mock calls are slow on a busy machine. */
const LOAD = { timeout: 15000 };

const meta = {
  title: 'Screens/Homework/TaskList',
  render: atPath('/demo/task/list'),
  beforeEach: [signedInAs('teacher'), shortJoinProcessing],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'task/list and manage/task/list (screens.md §10 "Homework (teacher)", §4 "Task user ' +
          'status"): the teacher list (auto-review chip, near and past deadlines told apart, submitter ' +
          'and non-submitter lists with reminders, removal refused once anyone submitted, ' +
          'homework from a PDF or images) and the student list (start, continue, submitted, a ' +
          'later start time; the launch through the local agent). Stories act on the mock server ' +
          'and the fake local agent.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

function seededTask(name: string) {
  const task = db.tasks.find((candidate) => candidate.taskName === name);
  if (!task) throw new Error(`no seeded homework ${name}`);
  return task;
}

function demoUserIdx(userId: string): number {
  const user = db.users.find((candidate) => candidate.userId === userId);
  if (!user) throw new Error(`no ${userId} in the seed`);
  return user.userIdx;
}

/** A name as a pattern that matches it literally (the seed's names hold parentheses). */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The row of a homework, once the list shows it. */
async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('rowheader', { name: literally(name) }, LOAD);
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

const BASIC = '일차방정식 기본 문제';
const RESERVED = '연립방정식 응용 (예약)';
const IN_PROGRESS = '일차방정식 활용 (진행 중)';
const PAST = '함수 개념 확인 (마감 지남)';

interface TeacherTexts {
  autoReview: string;
  dueSoon: string;
  pastDue: string;
  openNotSubmitted: (name: string, count: number) => string;
  notSubmittedTitle: (name: string) => string;
  send: string;
  selectStudent: string;
  sent: (count: number) => string;
  remove: (name: string) => string;
  confirmRemove: string;
  alreadySubmitted: string;
}

/** What the teacher's list reads in `locale`, from the catalogues (the app's, the contract's). */
function teacherTexts(locale: Locale): TeacherTexts {
  const t = (key: string) => textOf(locale, key);
  return {
    autoReview: t('homework.autoReview'),
    dueSoon: t('homework.deadlineNear'),
    pastDue: t('homework.deadlinePast'),
    openNotSubmitted: (name, count) => textOf(locale, 'homework.openNotSubmitted', { name, count }),
    notSubmittedTitle: (name) => textOf(locale, 'homework.notSubmittedTitle', { name }),
    send: t('homework.sendReminder'),
    selectStudent: t('valid.selectStudent'),
    sent: (count) => textOf(locale, 'homework.reminderSent', { count }),
    remove: (name) => textOf(locale, 'homework.removeOf', { name }),
    confirmRemove: t('homework.remove'),
    alreadySubmitted: t('error.alreadySubmitTask'),
  };
}

/**
 * The teacher's list: chips and highlights, then the non-submitters of a homework: a reminder
 * with nobody chosen is refused, one chosen by keyboard is sent.
 */
const teacherList: Play = async ({ userEvent, globals }) => {
  const texts = teacherTexts(localeOf({ globals }));
  const basic = await rowOf(BASIC);
  await expect(within(basic).getByText(texts.autoReview)).toBeVisible();
  await expect(within(basic).queryByText(texts.dueSoon)).toBeNull();
  // Within a day, and past: highlighted while some have not submitted.
  await expect(within(await rowOf(IN_PROGRESS)).getByText(texts.dueSoon)).toBeVisible();
  await expect(within(await rowOf(PAST)).getByText(texts.pastDue)).toBeVisible();

  await userEvent.click(
    within(basic).getByRole('button', { name: texts.openNotSubmitted(BASIC, 3) }),
  );
  const dialog = await screen.findByRole('dialog', { name: texts.notSubmittedTitle(BASIC) }, LOAD);
  const boxes = await within(dialog).findAllByRole('checkbox', {}, LOAD);
  // "Choose all" and the three who have not submitted.
  await expect(boxes).toHaveLength(4);
  await userEvent.click(within(dialog).getByRole('button', { name: texts.send }));
  await expect(await within(dialog).findByText(texts.selectStudent)).toBeVisible();
  boxes[1]?.focus();
  await userEvent.keyboard(' ');
  await expect(boxes[1]).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: texts.send }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  await expect((await screen.findAllByText(texts.sent(1)))[0]).toBeInTheDocument();
  const hurried = db.taskUsers.filter(
    (row) => row.taskIdx === seededTask(BASIC).taskIdx && row.hurryDatetime !== null,
  );
  await expect(hurried).toHaveLength(1);
};

export const Teacher: Story = { tags: ['brand-sweep', 'locale-sweep'], play: teacherList };

/**
 * Issue 16 item 5: a deadline that has passed read "Due soon". In both lists it reads past due,
 * one within a day due soon, one further off neither.
 */
const pastDueDeadline: Play = async ({ globals }) => {
  const locale = localeOf({ globals });
  const dueSoon = textOf(locale, 'homework.deadlineNear');
  const pastDue = textOf(locale, 'homework.deadlinePast');
  const past = await rowOf(PAST);
  await expect(within(past).getByText(pastDue)).toBeVisible();
  await expect(within(past).queryByText(dueSoon)).toBeNull();
  const soon = await rowOf(IN_PROGRESS);
  await expect(within(soon).getByText(dueSoon)).toBeVisible();
  await expect(within(soon).queryByText(pastDue)).toBeNull();
  const open = await rowOf(BASIC);
  await expect(within(open).queryByText(dueSoon)).toBeNull();
  await expect(within(open).queryByText(pastDue)).toBeNull();
};

export const TeacherPastDueDeadline: Story = { tags: ['locale-sweep'], play: pastDueDeadline };

export const StudentPastDueDeadline: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('student'),
  play: pastDueDeadline,
};

/**
 * Removal: homework nobody submitted goes; when a student submitted after the list was read,
 * the server refuses with WB-400-302, the message says so and the list is read again.
 */
const removal: Play = async ({ userEvent, globals }) => {
  const texts = teacherTexts(localeOf({ globals }));
  const reserved = await rowOf(RESERVED);
  // A student submits while the teacher looks at the list.
  const row = db.taskUsers.find((candidate) => candidate.taskIdx === seededTask(RESERVED).taskIdx);
  if (!row) throw new Error('no submitter row');
  row.taskStatus = TASK_USER_STATUS.SUBMITTED;
  await userEvent.click(within(reserved).getByRole('button', { name: texts.remove(RESERVED) }));
  const confirm = await screen.findByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: texts.confirmRemove }));
  await expect(await within(confirm).findByText(texts.alreadySubmitted, {}, LOAD)).toBeVisible();
  await expect(seededTask(RESERVED).deleteYn).toBe('N');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  // The list was read again: the counts show the new submission.
  await waitFor(
    () =>
      expect(
        within(reserved).getByRole('button', { name: texts.openNotSubmitted(RESERVED, 2) }),
      ).toBeVisible(),
    LOAD,
  );

  // Homework nobody has submitted is removed.
  const removable = db.tasks.find(
    (task) =>
      task.deleteYn === 'N' &&
      db.taskUsers.every(
        (candidate) =>
          candidate.taskIdx !== task.taskIdx || candidate.taskStatus !== TASK_USER_STATUS.SUBMITTED,
      ),
  );
  if (!removable) throw new Error('no removable homework in the seed');
  await userEvent.click(
    within(await rowOf(removable.taskName)).getByRole('button', {
      name: texts.remove(removable.taskName),
    }),
  );
  const second = await screen.findByRole('alertdialog');
  await userEvent.click(within(second).getByRole('button', { name: texts.confirmRemove }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), LOAD);
  await waitFor(
    () =>
      expect(screen.queryByRole('rowheader', { name: literally(removable.taskName) })).toBeNull(),
    LOAD,
  );
  await expect(seededTask(removable.taskName).deleteYn).toBe('Y');
};

export const Removal: Story = { tags: ['locale-sweep'], play: removal };

/** manage/task/list: the same list; a name opens the book viewer with the homework's pages. */
const manageViewer: Play = async ({ userEvent, globals }) => {
  const locale = localeOf({ globals });
  const title = textOf(locale, 'homework.manageTitle');
  const firstPage = textOf(locale, 'homework.pageImage', { page: 1 });
  await expect(await screen.findByRole('heading', { name: title }, LOAD)).toBeVisible();
  const basic = await rowOf(BASIC);
  await userEvent.click(within(basic).getByRole('button', { name: BASIC }));
  const viewer = await screen.findByRole('dialog', { name: BASIC }, LOAD);
  // Pages 1 to 4 of its book.
  await waitFor(() => expect(within(viewer).getAllByRole('img')).toHaveLength(4), LOAD);
  await expect(within(viewer).getByRole('img', { name: firstPage })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const ManageViewer: Story = {
  tags: ['locale-sweep'],
  render: atPath('/demo/manage/task/list'),
  // The manage area needs the manage-access permission.
  beforeEach: signedInAs('admin'),
  play: manageViewer,
};

async function pagePicture(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 60;
  canvas.height = 80;
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no blob'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** New homework from two page images, deployed to the demo student; a toast says so. */
export const CreateFromImages: Story = {
  play: async ({ userEvent }) => {
    const toasts = watchToasts();
    await rowOf(BASIC);
    await userEvent.click(screen.getByRole('button', { name: '과제 만들기' }));
    const create = await screen.findByRole('dialog', { name: '과제 만들기' }, LOAD);
    // Next with nothing chosen is refused.
    await userEvent.click(within(create).getByRole('radio', { name: '이미지' }));
    await userEvent.click(within(create).getByRole('button', { name: '다음' }));
    await expect(
      within(create).getByText('페이지 이미지를 하나 이상 추가해 주세요.'),
    ).toBeVisible();
    await userEvent.upload(within(create).getByLabelText('이미지 추가'), [
      await pagePicture('복습 과제.png'),
      await pagePicture('복습 과제 2.png'),
    ]);
    // Listed once the uploader has read their first bytes.
    await within(create).findByText('복습 과제 2.png');
    await userEvent.click(within(create).getByRole('button', { name: '다음' }));

    const deploy = await screen.findByRole('dialog', { name: '과제 배포' });
    await expect(within(deploy).getByRole('textbox', { name: /과제명/ })).toHaveValue('복습 과제');
    await userEvent.click(within(deploy).getByRole('button', { name: '제출 대상 선택' }));
    const picker = await screen.findByRole('dialog', { name: '제출 대상 선택' }, LOAD);
    // The picker's search comes with its tree, which loads when the picker first opens.
    await userEvent.type(
      await within(picker).findByRole('searchbox', { name: '이름 또는 ID로 찾기' }, LOAD),
      '박서윤{Enter}',
    );
    await userEvent.click(
      (await within(picker).findAllByRole('treeitem', { name: /박서윤/ }, LOAD))[0] as HTMLElement,
    );
    await userEvent.click(within(picker).getByRole('button', { name: '추가' }));
    await userEvent.click(within(picker).getByRole('button', { name: '완료' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '제출 대상 선택' })).toBeNull(),
    );
    await userEvent.click(within(deploy).getByRole('button', { name: '배포' }));

    await waitFor(() => {
      const refused = screen
        .queryByRole('dialog', { name: '과제 배포' })
        ?.querySelector('[role="alert"]');
      if (refused) throw new Error(`deploy refused: ${refused.textContent}`);
      expect(db.tasks.some((task) => task.taskName === '복습 과제')).toBe(true);
    }, LOAD);
    // Issue 16 item 8: deploying says so, as marking completion does.
    await toasts.says(textOf('ko', 'homework.created'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    await rowOf('복습 과제');
    const made = seededTask('복습 과제');
    const submitters = db.taskUsers.filter((row) => row.taskIdx === made.taskIdx);
    await expect(submitters).toHaveLength(1);
    const chosen = db.users.find((user) => user.userIdx === submitters[0]?.userIdx);
    await expect(chosen?.userName).toBe('박서윤');
  },
};

interface StudentTexts {
  start: (name: string) => string;
  continue: (name: string) => string;
  startsAt: string;
  processing: string;
  opened: string;
  installTitle: string;
  removed: string;
  submitted: string;
  submittedChip: string;
}

/** What the student's list reads in `locale`, from the catalogues (the app's, the contract's). */
function studentTexts(locale: Locale): StudentTexts {
  const t = (key: string, params?: TextParams) => textOf(locale, key, params);
  return {
    start: (name) => textOf(locale, 'homework.startOf', { name }),
    continue: (name) => textOf(locale, 'homework.continueOf', { name }),
    startsAt: t('homework.startsAt'),
    processing: t('invite.client.processing', { seconds: LIMITS.JOIN_PROCESSING_MS / 1000 }),
    opened: t('clientLaunch.homework.done'),
    installTitle: t('invite.client.installTitle'),
    removed: t('valid.alreadyRemovedTask'),
    submitted: t('valid.alreadySubmitTask'),
    submittedChip: t('homework.submitted'),
  };
}

/**
 * The student's list: start, continue, a later start time; start launches a new start with the
 * homework's pages, continue resumes the note.
 */
const studentLaunch: Play = async ({ userEvent, globals }) => {
  const texts = studentTexts(localeOf({ globals }));
  const reserved = await rowOf(RESERVED);
  await expect(within(reserved).queryByRole('button')).toBeNull();
  await expect(within(reserved).getByText(new RegExp(texts.startsAt))).toBeVisible();

  await userEvent.click(
    within(await rowOf(BASIC)).getByRole('button', { name: texts.start(BASIC) }),
  );
  await expect(await screen.findByText(texts.processing, {}, LOAD)).toBeVisible();
  await waitFor(() => expect(agent.lastLaunch?.outcome).toBe('launched'), LOAD);
  await expect(agent.lastLaunch).toMatchObject({
    command: 'newStart',
    room: { taskIdx: seededTask(BASIC).taskIdx },
    user: { userIdx: demoUserIdx('student') },
  });
  await expect(agent.lastLaunch?.room.pageUrlList).toHaveLength(4);
  await expect(await screen.findByText(texts.opened, {}, LOAD)).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  agent.closeClient();
  await userEvent.click(
    within(await rowOf(IN_PROGRESS)).getByRole('button', { name: texts.continue(IN_PROGRESS) }),
  );
  await waitFor(() => expect(agent.lastLaunch?.command).toBe('resume'), LOAD);
  await expect(agent.lastLaunch?.room.taskIdx).toBe(seededTask(IN_PROGRESS).taskIdx);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const Student: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('student'),
  play: studentLaunch,
};

/**
 * Start on homework removed since the list was read: the already-removed modal. Start on
 * homework submitted meanwhile (another device): the error, and the list shows it submitted.
 */
const studentRefusals: Play = async ({ userEvent, globals }) => {
  const texts = studentTexts(localeOf({ globals }));
  const basic = await rowOf(BASIC);
  seededTask(BASIC).deleteYn = 'Y';
  await userEvent.click(within(basic).getByRole('button', { name: texts.start(BASIC) }));
  const removed = await screen.findByRole('alertdialog', {}, LOAD);
  await expect(within(removed).getByText(texts.removed)).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

  const other = '다항식 기출 1회';
  const row = db.taskUsers.find(
    (candidate) =>
      candidate.taskIdx === seededTask(other).taskIdx &&
      candidate.userIdx === demoUserIdx('student'),
  );
  if (!row) throw new Error('no row of the student');
  row.taskStatus = TASK_USER_STATUS.SUBMITTED;
  await userEvent.click(
    within(await rowOf(other)).getByRole('button', { name: texts.start(other) }),
  );
  const error = await screen.findByRole('alertdialog', {}, LOAD);
  await expect(within(error).getByText(texts.submitted)).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(
    await within(await rowOf(other)).findByText(texts.submittedChip, {}, LOAD),
  ).toBeVisible();
  await expect(agent.launches).toHaveLength(0);
};

export const StudentRefusals: Story = {
  tags: ['locale-sweep'],
  beforeEach: signedInAs('student'),
  play: studentRefusals,
};

/** No agent answers: the install modal. */
const installModal: Play = async ({ userEvent, globals }) => {
  const texts = studentTexts(localeOf({ globals }));
  await userEvent.click(
    within(await rowOf(BASIC)).getByRole('button', { name: texts.start(BASIC) }),
  );
  await expect(await screen.findByRole('dialog', { name: texts.installTitle }, LOAD)).toBeVisible();
  await expect(agent.launches).toHaveLength(0);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

export const StudentWithoutAgent: Story = {
  tags: ['locale-sweep'],
  beforeEach: async () => {
    const signOut = await signedInAs('student')();
    scenario.set({ agent: 'notInstalled' });
    return signOut;
  },
  play: installModal,
};
