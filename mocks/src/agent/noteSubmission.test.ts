import {
  AGENT_ORIGIN,
  AGENT_PATH,
  NOTE_STATUS,
  readAnswerRect,
  TASK_USER_STATUS,
} from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { MockApiError } from '../api.ts';
import { taskCounts, taskUserOf } from '../db/areas/tasks.ts';
import { db } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { login, useMockServer } from '../testing/setup.ts';
import { agent } from './agent.ts';

useMockServer();

const student = () => {
  const user = db.users.find((u) => u.companyId === 'demo' && u.userId === 'student');
  if (!user) throw new Error('no demo student');
  return user;
};

/** A homework of the demo student in the given state (the tasks area seeds one of each). */
function homeworkOf(status: number) {
  const row = db.taskUsers.find(
    (candidate) =>
      candidate.userIdx === student().userIdx &&
      candidate.taskStatus === status &&
      db.tasks.some((t) => t.taskIdx === candidate.taskIdx && t.deleteYn === 'N'),
  );
  const task = db.tasks.find((t) => t.taskIdx === row?.taskIdx);
  if (!row || !task) throw new Error(`no homework in state ${status}`);
  return { row, task };
}

/** The student's launch through the fake agent, as the homework screen sends it. */
async function launch(room: Record<string, unknown>, command: string) {
  const user = student();
  const response = await fetch(`${AGENT_ORIGIN}${AGENT_PATH.launch}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      command,
      room,
      user: { userIdx: user.userIdx, userName: user.userName, userType: user.userType },
      platform: 1,
      language: 'ko',
    }),
  });
  expect(response.status).toBe(200);
}

describe('the fake agent submits a homework note as the classroom client would', () => {
  it('after a new start: a note with pages and page JSON, and the homework submitted', async () => {
    const { task } = homeworkOf(TASK_USER_STATUS.NOT_STARTED);
    const before = taskCounts(db, task.taskIdx).submitUserCount;
    await launch({ taskIdx: task.taskIdx, bookIdx: task.bookIdx }, 'newStart');
    expect(agent.running).toBe(true);

    const submitted = agent.submitNote();
    expect(agent.running).toBe(false);
    expect(submitted).toMatchObject({ taskIdx: task.taskIdx, userIdx: student().userIdx });
    expect(submitted.noteStatus).toBe(
      task.autoReview === 1 ? NOTE_STATUS.VERIFIED : NOTE_STATUS.SUBMIT,
    );
    const row = taskUserOf(db, task.taskIdx, student().userIdx);
    expect(row).toMatchObject({
      taskStatus: TASK_USER_STATUS.SUBMITTED,
      noteIdx: submitted.noteIdx,
    });
    expect(taskCounts(db, task.taskIdx).submitUserCount).toBe(before + 1);

    // The teacher finds it in the homework notes, with one page per page of the homework.
    const { token } = await login('teacher');
    const json = await callEndpoint<{ result: { PLi: { SolLi: unknown[] }[] }[] }>(
      'note.NOTE_JSON',
      { accessToken: token.access_token, fields: { noteIdx: submitted.noteIdx } },
    );
    const pages = json.body.result.flatMap((agenda) => agenda.PLi);
    expect(pages).toHaveLength(task.endPage - task.startPage + 1);
    const solutions = pages.flatMap((page) => page.SolLi) as Record<string, unknown>[];
    expect(solutions.length).toBe(submitted.questionCount);
    expect(solutions.every((solution) => readAnswerRect(solution))).toBe(true);
    const list = await callEndpoint<{ resultPage: { content: { noteIdx: number }[] } }>(
      'note.LIST',
      { accessToken: token.access_token, fields: { searchType: 5, taskIdx: task.taskIdx } },
    );
    expect(list.body.resultPage.content.map((note) => note.noteIdx)).toContain(submitted.noteIdx);
  });

  it('after a resume: the saved note is submitted, with its blanks answered', async () => {
    const { task, row } = homeworkOf(TASK_USER_STATUS.IN_PROGRESS);
    const saved = db.notes.find((note) => note.noteIdx === row.noteIdx);
    expect(saved?.noteStatus).toBe(NOTE_STATUS.SAVE);
    await launch({ taskIdx: task.taskIdx, noteIdx: row.noteIdx }, 'resume');
    const submitted = agent.submitNote({ habits: { accuracy: 1, skipRate: 0 } });
    expect(submitted.noteIdx).toBe(saved?.noteIdx);
    expect(saved?.submitDatetime).not.toBeNull();
    const solutions = saved?.agendas.flatMap((a) => a.PLi).flatMap((p) => p.SolLi) ?? [];
    expect(solutions.every((solution) => solution.Slvd)).toBe(true);
  });

  it('refuses a second submission (WB-400-302) and a removed homework', async () => {
    const { task } = homeworkOf(TASK_USER_STATUS.SUBMITTED);
    const notes = db.notes.length;
    expect(() => agent.submitNote({ taskIdx: task.taskIdx, userIdx: student().userIdx })).toThrow(
      new MockApiError('WB-400-302'),
    );
    const removed = db.tasks.find((t) => t.deleteYn === 'Y');
    expect(() =>
      agent.submitNote({ taskIdx: removed?.taskIdx, userIdx: student().userIdx }),
    ).toThrow(MockApiError);
    expect(db.notes.length).toBe(notes);
  });

  it('needs a homework launch, or a task and a user', () => {
    expect(() => agent.submitNote()).toThrow(/no homework launch/);
  });
});
