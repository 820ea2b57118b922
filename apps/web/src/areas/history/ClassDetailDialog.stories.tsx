import { MEET_FILE_TYPE, NOTE_KIND, RECORD_TYPE } from '@platform/contract';
import { db, scenario } from '@platform/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { lastSavedFile } from '../../shared/saveFile.ts';
import { atPath } from '../../testing/AppStory.tsx';
import { expectPhoneFits, PHONE_STORY } from '../../testing/phone.ts';
import { signedInAs } from '../../testing/storySession.ts';
import { storyTextsOf } from '../../testing/storyTexts.ts';
import { watchToasts } from '../../testing/storyToasts.ts';
import { demoUser, holdClassYesterday, yesterdayKey } from '../statistics/storyData.ts';

/** The wait for what loads: lazy modules and mock calls on a busy machine. */
const LOAD = { timeout: 15000 };

const CLASS = '어제의 보충 수업';
const REFERENCE = '일차함수 판서.pdf';

/**
 * Yesterday's class with a recording by its leader and a chat log, as the classroom records them
 * (the mock's record store, db.classRecords).
 */
function holdRecordedClassYesterday() {
  const log = holdClassYesterday(CLASS);
  const teacher = demoUser('teacher');
  const record = (recordType: number, orgFileName: string) => {
    const recordIdx = Math.max(0, ...db.classRecords.map((row) => row.recordIdx)) + 1;
    db.classRecords.push({
      recordIdx,
      companyIdx: log.companyIdx,
      meetIdx: log.meetIdx,
      recordType: recordType as 17 | 64,
      recordTitle: orgFileName,
      recUserIdx: teacher.userIdx,
      recUser: teacher.userName,
      fileIdx: 900_000 + recordIdx,
      orgFileName,
    });
  };
  record(RECORD_TYPE.VIDEO, '어제의 보충 수업 녹화.mp4');
  record(RECORD_TYPE.CHAT, '어제의 보충 수업 채팅.txt');
  // A reference material shared in the class.
  const fileIdx = Math.max(0, ...db.files.map((file) => file.fileIdx)) + 1;
  db.files.push({
    fileIdx,
    fileName: REFERENCE,
    contentType: 'application/pdf',
    body: '%PDF-1.4\n%%EOF\n',
    regUserIdx: teacher.userIdx,
  });
  db.meetFiles.push({
    fileIdx,
    companyIdx: log.companyIdx,
    roomCode: log.roomCode,
    meetIdx: log.meetIdx,
    fileType: MEET_FILE_TYPE.REFERENCE,
    orgFileName: REFERENCE,
    regUserIdx: teacher.userIdx,
    regDatetime: log.startDatetime,
  });
  return log;
}

const meta = {
  title: 'Screens/History/Class detail',
  tags: ['locale-sweep'],
  render: atPath(
    `/demo/manage/log/logMeet/list?searchStartDate=${yesterdayKey()}&searchEndDate=${yesterdayKey()}`,
  ),
  beforeEach: [
    signedInAs('admin'),
    () => {
      holdRecordedClassYesterday();
    },
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The class detail of the history (issue 21 items 2 and 3; screens.md §10 History): a ' +
          "class's information, its attendees with join, exit and time inside and each one's " +
          'note, its recordings, chat logs and reference materials, and its AI summary (asked ' +
          'for, followed while in progress, shown for the class or one attendee, downloaded as ' +
          'UTF-8 text with a byte-order mark). Opened from a row of the class history, against ' +
          'the mock backend.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the detail of yesterday's class from its row, and answers the dialog. */
async function openDetail(context: PlayContext) {
  const t = storyTextsOf(context);
  const { canvas, userEvent } = context;
  const table = await canvas.findByRole('table', { name: t('history.class.table') }, LOAD);
  const title = await within(table).findByRole('rowheader', { name: CLASS }, LOAD);
  await userEvent.click(title);
  const dialog = await within(document.body).findByRole('dialog', { name: CLASS }, LOAD);
  return within(dialog);
}

async function openTab(context: PlayContext, dialog: ReturnType<typeof within>, key: string) {
  await context.userEvent.click(dialog.getByRole('tab', { name: storyTextsOf(context)(key) }));
  return within(dialog.getByRole('tabpanel'));
}

export const Information: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const t = storyTextsOf(context);
    const dialog = await openDetail(context);
    const teacher = demoUser('teacher');
    const info = within(dialog.getByRole('tabpanel'));
    await expect(info.getByText(t('history.detail.info.leader'))).toBeVisible();
    await expect(info.getAllByText(new RegExp(teacher.userName)).length).toBeGreaterThan(0);
    await expect(info.getByText(t('history.class.attendees', { count: 2 }))).toBeVisible();
    // 10:00 to 11:00.
    await expect(info.getByText('1:00:00')).toBeVisible();
  },
};

/** The student came twice: one row, first entry, last exit, and the time inside summed. */
export const Attendees: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const dialog = await openDetail(context);
    const panel = await openTab(context, dialog, 'history.detail.tab.attendees');
    const table = await panel.findByRole(
      'table',
      { name: t('history.detail.attendees.table') },
      LOAD,
    );
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), LOAD);
    const student = demoUser('student');
    const row = within(
      within(table)
        .getByRole('rowheader', { name: new RegExp(student.userName) })
        .closest('tr') as HTMLElement,
    );
    // 10:02-10:20 and 10:25-11:00: 18 + 35 minutes.
    await expect(row.getByRole('cell', { name: '53:00' })).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

/** Opens the class's Files tab and asks for its recording; answers the tab's panel. */
async function downloadTheRecording(context: PlayContext) {
  const t = storyTextsOf(context);
  const dialog = await openDetail(context);
  const panel = await openTab(context, dialog, 'history.detail.tab.files');
  await context.userEvent.click(
    await panel.findByRole(
      'button',
      { name: t('history.detail.files.download', { name: '어제의 보충 수업 녹화.mp4' }) },
      LOAD,
    ),
  );
  return panel;
}

/**
 * A recording and a reference material download under their names (the admin holds the
 * recording-download permission).
 */
export const DownloadsARecording: Story = {
  play: async (context) => {
    const t = storyTextsOf(context);
    const before = lastSavedFile();
    const panel = await downloadTheRecording(context);
    await waitFor(() => expect(lastSavedFile()).not.toBe(before), LOAD);
    await expect(lastSavedFile()?.fileName).toBe('어제의 보충 수업 녹화.mp4');
    await expect(lastSavedFile()?.blob.size).toBeGreaterThan(0);
    const reference = await panel.findByRole(
      'button',
      { name: t('history.detail.files.download', { name: REFERENCE }) },
      LOAD,
    );
    await context.userEvent.click(reference);
    await waitFor(() => expect(lastSavedFile()?.fileName).toBe(REFERENCE), LOAD);
  },
};

/** screens.md §6: without the recording-download permission, error.noAuthRecordDownload. */
export const RecordingRefusedWithoutPermission: Story = {
  beforeEach: signedInAs('openteacher'),
  play: async (context) => {
    const t = storyTextsOf(context);
    const before = lastSavedFile();
    const toasts = watchToasts();
    const panel = await downloadTheRecording(context);
    await toasts.says(t('error.noAuthRecordDownload'));
    await expect(lastSavedFile()).toBe(before);
    // The chat log needs no such permission.
    await context.userEvent.click(
      panel.getByRole('button', {
        name: t('history.detail.files.download', { name: '어제의 보충 수업 채팅.txt' }),
      }),
    );
    await waitFor(() => expect(lastSavedFile()?.fileName).toBe('어제의 보충 수업 채팅.txt'), LOAD);
  },
};

/** The server's refusal of a recording reads the same, though the page thought it allowed. */
export const RecordingRefusedByTheServer: Story = {
  beforeEach: () => scenario.set({ forcedErrors: { 'recordLogVideo.GET_FILE': 'WB-403-102' } }),
  play: async (context) => {
    const t = storyTextsOf(context);
    const toasts = watchToasts();
    await downloadTheRecording(context);
    await toasts.says(t('error.noAuthRecordDownload'));
  },
};

/**
 * foundation.md §4: asked for (0 to 1, the button disabled meanwhile), then ready (2): the whole
 * class's summary, one attendee's, and the text file named class, summary and user.
 */
export const SummaryBecomesReady: Story = {
  beforeEach: () => scenario.set({ summaryDelayMs: 1500 }),
  play: async (context) => {
    const t = storyTextsOf(context);
    const dialog = await openDetail(context);
    const panel = await openTab(context, dialog, 'history.detail.tab.summary');
    await expect(panel.getByText(t('history.detail.summary.none'))).toBeVisible();
    await context.userEvent.click(
      panel.getByRole('button', { name: t('history.detail.summary.request') }),
    );
    await expect(
      await panel.findByRole(
        'button',
        { name: t('history.detail.summary.inProgressButton') },
        LOAD,
      ),
    ).toBeDisabled();
    const of = await panel.findByRole('combobox', { name: t('history.detail.summary.of') }, LOAD);
    const whole = panel.getByRole('region', { name: t('history.detail.summary.whole') });
    await expect(whole.textContent).toContain(CLASS);
    const student = demoUser('student');
    await within(of).findByRole('option', { name: student.userName }, LOAD);
    await context.userEvent.selectOptions(of, student.userName);
    await expect(panel.getByRole('region', { name: student.userName })).toBeVisible();

    const before = lastSavedFile();
    await context.userEvent.click(
      panel.getByRole('button', { name: t('history.detail.summary.download') }),
    );
    await waitFor(() => expect(lastSavedFile()).not.toBe(before), LOAD);
    const file = lastSavedFile();
    await expect(file?.fileName).toBe(
      `${CLASS}_${t('history.detail.summary.fileWord')}_${student.userName}.txt`,
    );
    const bytes = new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  },
};

/** On error the status falls back to 0: the page says so and offers to ask again. */
export const SummaryFails: Story = {
  beforeEach: () => scenario.set({ summaryDelayMs: 1000, summaryFails: true }),
  play: async (context) => {
    const t = storyTextsOf(context);
    const dialog = await openDetail(context);
    const panel = await openTab(context, dialog, 'history.detail.tab.summary');
    await context.userEvent.click(
      panel.getByRole('button', { name: t('history.detail.summary.request') }),
    );
    await expect(
      await panel.findByText(t('history.detail.summary.failed'), {}, LOAD),
    ).toBeVisible();
    await expect(
      panel.getByRole('button', { name: t('history.detail.summary.request') }),
    ).toBeEnabled();
  },
};

/** The demo student's class note of yesterday's class: a class note of the seed moved to it. */
function studentNoteInClass() {
  const log = db.classLogs.find((row) => row.meetTitle === CLASS);
  const note = db.notes.find((row) => row.noteKind === NOTE_KIND.CLASS);
  if (!log || !note) throw new Error('no class or no class note to give it');
  note.meetIdx = log.meetIdx;
  note.userIdx = demoUser('student').userIdx;
}

/**
 * screens.md §6: the class leader (the demo teacher leads yesterday's class) views an attendee's
 * note; it opens in the note viewer over the detail. The student's own note opens for them too.
 */
export const AttendeeNoteViewedByTheLeader: Story = {
  beforeEach: [signedInAs('teacher'), studentNoteInClass],
  play: async (context) => {
    const t = storyTextsOf(context);
    const dialog = await openDetail(context);
    const panel = await openTab(context, dialog, 'history.detail.tab.attendees');
    await context.userEvent.click(
      await panel.findByRole(
        'button',
        { name: t('history.detail.note.view', { name: demoUser('student').userName }) },
        LOAD,
      ),
    );
    const pages = await within(document.body).findByRole(
      'region',
      { name: t('notes.images.pages') },
      LOAD,
    );
    await expect(pages).toBeVisible();
    // The viewer fetches the pages near its view with the teacher's token. The play waits until
    // those have arrived (the page images stop changing) and closes the viewer and the detail, so
    // that no fetch of this story meets the next story's fresh database: its 401 would end the
    // next story's session (the phone story once opened on the login page in CI).
    await settledImages(pages);
    await context.userEvent.keyboard('{Escape}');
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
  },
};

/** Waits until a note viewer shows an image and its images have not changed for half a second. */
async function settledImages(pages: HTMLElement) {
  const shown = () => pages.querySelectorAll('img').length;
  await waitFor(() => expect(shown()).toBeGreaterThan(0), LOAD);
  let last = -1;
  let since = performance.now();
  await waitFor(
    () => {
      const now = shown();
      if (now !== last) {
        last = now;
        since = performance.now();
      }
      expect(performance.now() - since).toBeGreaterThan(500);
    },
    { ...LOAD, interval: 100 },
  );
}

export const OnAPhone: Story = {
  ...PHONE_STORY,
  play: async (context) => {
    const dialog = await openDetail(context);
    const panel = await openTab(context, dialog, 'history.detail.tab.attendees');
    await panel.findByRole('table', {}, LOAD);
    await expectPhoneFits();
  },
};
