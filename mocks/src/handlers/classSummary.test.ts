import {
  type ClassLog,
  formatWireDateTime,
  type MeetRecordFile,
  RECORD_TYPE,
  ROOM_KIND,
  SUMMARY_ALL_KEY,
  SUMMARY_STATUS,
  WEB_AUTH,
  webAuthBits,
} from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRoom } from '../db/areas/classes.ts';
import { classLogUsers, findClassLog, type MockClassLog } from '../db/areas/classLogs.ts';
import { SEEDED_RECORD_SLOT, seededRecordIdx } from '../db/areas/classRecords.ts';
import { SEEDED_SUMMARY, SUMMARY_DELAY_MS } from '../db/areas/classSummaries.ts';
import { db } from '../db/index.ts';
import { scenario } from '../scenario.ts';
import { demoCalls, demoUser, setDemoFuncUse } from '../testing/demoCalls.ts';
import { useMockServer } from '../testing/setup.ts';

useMockServer();

const { at, ask, refusal, download } = demoCalls();

/** A Monday: the seeded usage's classes of today run from 14:00, so none has ended at 09:00. */
const TODAY = '2026-11-23';
const NOW = `${TODAY} 09:00:00`;

// The clock is fixed in every test (Date only: msw and the server keep their real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The clock `ms` milliseconds after NOW (the tokens of NOW still hold). */
const after = (ms: number) => {
  vi.setSystemTime(new Date(new Date(NOW.replace(' ', 'T')).getTime() + ms));
};

const classRows = async (
  period: { searchStartDate: string; searchEndDate: string },
  userId = 'admin',
) =>
  (
    await ask<{ resultList: ClassLog[] }>(
      'logMeet.LIST',
      { ...period, searchType: 4, paging: false },
      userId,
    )
  ).resultList;

const october = { searchStartDate: '2026-10-01', searchEndDate: '2026-10-31' };

const view = async (meetIdx: number, userId = 'admin') =>
  (await ask<{ result: ClassLog }>('logMeet.VIEW', { meetIdx }, userId)).result;

const records = async (meetIdx: number) =>
  (await ask<{ resultList: MeetRecordFile[] }>('recordLog.LIST_ROOM', { meetIdx })).resultList;

const save = (meetIdx: number, userId = 'admin') => ask('logMeetSummary.SAVE', { meetIdx }, userId);

function logOf(meetIdx: number): MockClassLog {
  const log = findClassLog(db, meetIdx);
  if (!log) throw new Error(`no log ${meetIdx}`);
  return log;
}

/** A class of October the demo student attended whose summary was never asked. */
async function unaskedClass(): Promise<ClassLog> {
  const row = (await classRows(october, 'student')).find((one) => one.summaryStatus === null);
  if (!row) throw new Error('no class without a summary');
  return row;
}

const summaryRecords = (list: MeetRecordFile[]) =>
  list.filter((record) => record.recordType === RECORD_TYPE.AI_SUMMARY);

describe('the AI summary (logMeetSummary.SAVE, then logMeet.VIEW and LIST)', () => {
  it('goes 1 on request and 2 after the delay, with a text of the class and of each attendee', async () => {
    const row = await unaskedClass();
    const { meetIdx } = row;
    expect(summaryRecords(await records(meetIdx))).toEqual([]);
    // Anyone who sees the class may ask: the demo student.
    expect(await save(meetIdx, 'student')).toMatchObject({ success: true, errorCode: null });
    expect(await view(meetIdx)).toMatchObject({ summaryStatus: 1, summaryJson: null });
    const listed = (await classRows(october)).find((one) => one.meetIdx === meetIdx);
    expect(listed).toMatchObject({ summaryStatus: 1, summaryJson: null });
    expect(summaryRecords(await records(meetIdx))).toEqual([]);
    // Still in progress: asked again is refused.
    expect(await refusal('logMeetSummary.SAVE', { meetIdx })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    after(SUMMARY_DELAY_MS - 1);
    expect((await view(meetIdx)).summaryStatus).toBe(1);

    after(SUMMARY_DELAY_MS);
    const ready = await view(meetIdx, 'student');
    expect(ready.summaryStatus).toBe(2);
    const json = ready.summaryJson ?? {};
    const log = logOf(meetIdx);
    const accounts = classLogUsers(log).filter((user) => (user.userIdx ?? 0) > 0);
    expect(Object.keys(json).sort()).toEqual(
      [SUMMARY_ALL_KEY, ...accounts.map((user) => String(user.userIdx))].sort(),
    );
    const all = json[SUMMARY_ALL_KEY] ?? '';
    expect(all).toContain(log.meetTitle);
    expect(all).toContain(log.leaderName);
    expect(all).toContain(`${classLogUsers(log).length}명`);
    expect(all).toMatch(/[가-힣]/);
    for (const user of accounts) {
      expect(json[String(user.userIdx)]).toContain(user.userName ?? '-');
    }
    const student = demoUser('student');
    expect(json[String(student.userIdx)]).toMatch(/\d+분 참여했습니다/);
    // The list says the same; the same text on every read.
    expect((await classRows(october)).find((one) => one.meetIdx === meetIdx)).toEqual(ready);
    expect(await view(meetIdx)).toEqual(ready);
    expect(await refusal('logMeetSummary.SAVE', { meetIdx })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });

    // A record of type 65 joins the class's records, named for who asked; it downloads as text.
    const [record] = summaryRecords(await records(meetIdx));
    expect(record).toMatchObject({
      recordIdx: seededRecordIdx(meetIdx, SEEDED_RECORD_SLOT.summary),
      recordTitle: `${log.meetTitle} AI 요약`,
      recUser: student.userName,
    });
    const file = await download('recordLogVideo.DOWNLOAD_FILE', {
      recordIdx: record?.recordIdx,
    });
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toContain(all);
    expect(text).toContain(`${student.userName}: ${json[String(student.userIdx)]}`);
  });

  it('ends in error with summaryFails: back to 0, and may be asked again', async () => {
    const { meetIdx } = await unaskedClass();
    scenario.set({ summaryFails: true });
    await save(meetIdx);
    expect((await view(meetIdx)).summaryStatus).toBe(1);
    after(SUMMARY_DELAY_MS);
    expect(await view(meetIdx)).toMatchObject({ summaryStatus: 0, summaryJson: null });
    expect(summaryRecords(await records(meetIdx))).toEqual([]);
    // Asked again once the switch is off: 1, then ready.
    scenario.set({ summaryFails: false });
    await save(meetIdx);
    expect((await view(meetIdx)).summaryStatus).toBe(1);
    after(2 * SUMMARY_DELAY_MS);
    expect((await view(meetIdx)).summaryStatus).toBe(2);
    expect(summaryRecords(await records(meetIdx))).toHaveLength(1);
  });

  it('takes the scenario’s delay: none at all with summaryDelayMs 0', async () => {
    scenario.set({ summaryDelayMs: 0 });
    const { meetIdx } = await unaskedClass();
    await save(meetIdx);
    expect((await view(meetIdx)).summaryStatus).toBe(2);
    scenario.set({ summaryDelayMs: 60_000 });
    const other = (await classRows(october, 'student')).find((one) => one.summaryStatus === null);
    if (!other) throw new Error('no other class');
    await save(other.meetIdx);
    after(59_000);
    expect((await view(other.meetIdx)).summaryStatus).toBe(1);
    after(60_000);
    expect((await view(other.meetIdx)).summaryStatus).toBe(2);
  });

  it("summarises a stored class; the seed's requests are ready and ended in error", async () => {
    const regular = seededRoom(db, '중2 수학 정규반');
    const [first, second] = db.classLogs.filter((log) => log.roomCode === regular.roomCode);
    const makeUp = db.classLogs.find((log) => log.meetTitle === '지난주 질문 보충');
    if (!first || !second || !makeUp) throw new Error('no stored classes');
    expect((await view(first.meetIdx)).summaryStatus).toBe(2);
    expect(await view(makeUp.meetIdx)).toMatchObject({ summaryStatus: 0, summaryJson: null });
    expect((await view(second.meetIdx)).summaryStatus).toBeNull();
    // The class's teacher asks; its summary record takes the next stored number.
    await save(second.meetIdx, 'teacher');
    after(SUMMARY_DELAY_MS);
    const ready = await view(second.meetIdx, 'student');
    expect(ready.summaryStatus).toBe(2);
    expect(ready.summaryJson?.[SUMMARY_ALL_KEY]).toContain('중2 수학 정규반');
    const [record] = summaryRecords(await records(second.meetIdx));
    expect(record?.recordIdx).toBeLessThan(1_000);
    expect(record?.recUser).toBe(demoUser('teacher').userName);
    const file = await download(
      'recordLogVideo.DOWNLOAD_FILE',
      { recordIdx: record?.recordIdx },
      'student',
    );
    expect(file.status).toBe(200);
    // The class that ended in error is asked again.
    await save(makeUp.meetIdx);
    expect((await view(makeUp.meetIdx)).summaryStatus).toBe(1);
  });

  it('refuses without the AI summary flag, for a class not seen, and when asked already', async () => {
    const { meetIdx } = await unaskedClass();
    setDemoFuncUse(6, false);
    expect(await refusal('logMeetSummary.SAVE', { meetIdx })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    setDemoFuncUse(6, true);
    // A class the student did not attend, an unknown class, one of another institution.
    const student = demoUser('student');
    const notTheirs = (await classRows(october)).find(
      (row) => !logOf(row.meetIdx).joins.some((join) => join.userIdx === student.userIdx),
    );
    const hanbit = db.companies.find((company) => company.companyId === 'hanbit');
    const theirs = meetIdx + ((hanbit?.companyIdx ?? 2) - student.companyIdx) * 1_000_000;
    for (const [fields, userId] of [
      [{ meetIdx: notTheirs?.meetIdx }, 'student'],
      [{ meetIdx: 999_999 }, 'admin'],
      [{ meetIdx: theirs }, 'admin'],
    ] as const) {
      expect(await refusal('logMeetSummary.SAVE', fields, userId)).toEqual({
        status: 400,
        code: 'WB-400-025',
      });
    }
    // A teacher without the manage bit sees only their own classes.
    demoUser('teacher').webAuth = webAuthBits(WEB_AUTH.ROOM_REG, WEB_AUTH.MEET_OPEN);
    const teacher = demoUser('teacher');
    const notTaught = (await classRows(october)).find(
      (row) =>
        logOf(row.meetIdx).leaderUserIdx !== teacher.userIdx &&
        !logOf(row.meetIdx).joins.some((join) => join.userIdx === teacher.userIdx),
    );
    expect(
      await refusal('logMeetSummary.SAVE', { meetIdx: notTaught?.meetIdx }, 'teacher'),
    ).toEqual({ status: 400, code: 'WB-400-025' });
    // Ready or in progress: refused; a strict request refuses anything else.
    const ready = (await classRows(october)).find((row) => row.summaryStatus === 2);
    expect(await refusal('logMeetSummary.SAVE', { meetIdx: ready?.meetIdx })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
    expect(await refusal('logMeetSummary.SAVE', { meetIdx: '1' })).toEqual({
      status: 400,
      code: 'WB-400-212',
    });
  });
});

describe('the seeded history’s own summaries', () => {
  it('shows every status, in progress only for the last week, none in homework rooms', async () => {
    const rows = await classRows({ searchStartDate: '2026-09-01', searchEndDate: TODAY });
    const byStatus = new Map<number | null, ClassLog[]>();
    for (const row of rows) {
      const status = row.summaryStatus ?? null;
      byStatus.set(status, [...(byStatus.get(status) ?? []), row]);
    }
    for (const status of [null, 0, 1, 2]) {
      expect(byStatus.get(status)?.length, `status ${status}`).toBeGreaterThan(0);
    }
    const weekAgo = '2026-11-16 09:00:00';
    for (const row of byStatus.get(SUMMARY_STATUS.IN_PROGRESS) ?? []) {
      expect(row.endDatetime && row.endDatetime > weekAgo).toBe(true);
      expect(row.summaryJson).toBeNull();
    }
    for (const row of byStatus.get(SUMMARY_STATUS.READY) ?? []) {
      expect(Object.keys(row.summaryJson ?? {})).toContain(SUMMARY_ALL_KEY);
    }
    for (const row of rows) {
      if (logOf(row.meetIdx).roomType === ROOM_KIND.HOMEWORK) expect(row.summaryStatus).toBeNull();
    }
    const share = (status: number | null) => (byStatus.get(status)?.length ?? 0) / rows.length;
    expect(share(SUMMARY_STATUS.READY)).toBeGreaterThan(0.2);
    expect(share(null)).toBeGreaterThan(0.3);

    // A seeded summary in progress is ready once the backlog has passed.
    const [pending] = byStatus.get(SUMMARY_STATUS.IN_PROGRESS) ?? [];
    if (!pending) throw new Error('no summary in progress');
    const ended = new Date((pending.endDatetime ?? '').replace(' ', 'T'));
    const backlogEnds = ended.getTime() + SEEDED_SUMMARY.backlogDays * 86_400_000;
    at(formatWireDateTime(new Date(backlogEnds - 60_000)));
    expect((await view(pending.meetIdx)).summaryStatus).toBe(1);
    at(formatWireDateTime(new Date(backlogEnds)));
    expect((await view(pending.meetIdx)).summaryStatus).toBe(2);
    expect(summaryRecords(await records(pending.meetIdx))).toHaveLength(1);
  });
});
