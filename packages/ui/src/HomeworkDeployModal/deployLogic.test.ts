import { LOCAL_SETTING_KEY } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  type DeployDraft,
  deployFormFaults,
  initialAutoReview,
  initialDeadline,
  rememberChoices,
  startOf,
  toDeployValues,
  validateDeploy,
} from './deployLogic.ts';

const NOW = new Date(2026, 2, 4, 10, 30, 15);

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

const draft = (change: Partial<DeployDraft> = {}): DeployDraft => ({
  taskName: '3월 1주 과제',
  userIdxList: [101],
  startMode: 'now',
  customStart: '',
  deadline: '2026-03-06 17:00:00',
  autoReview: false,
  range: { start: 3, end: 12 },
  ...change,
});

describe('initial choices', () => {
  it('defaults the deadline to two days ahead at 17:00', () => {
    expect(initialDeadline(NOW, memoryStorage())).toBe('2026-03-06 17:00:00');
    expect(initialDeadline(NOW)).toBe('2026-03-06 17:00:00');
  });

  it('offers the remembered deadline only while it is ahead', () => {
    const ahead = memoryStorage({
      [LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME]: '2026-03-10 09:00:00',
    });
    expect(initialDeadline(NOW, ahead)).toBe('2026-03-10 09:00:00');
    const past = memoryStorage({
      [LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME]: '2026-03-01 09:00:00',
    });
    expect(initialDeadline(NOW, past)).toBe('2026-03-06 17:00:00');
  });

  it('reads auto review as on only when stored as 1', () => {
    expect(initialAutoReview(memoryStorage())).toBe(false);
    expect(initialAutoReview(memoryStorage({ [LOCAL_SETTING_KEY.AUTO_REVIEW]: '1' }))).toBe(true);
    expect(initialAutoReview(memoryStorage({ [LOCAL_SETTING_KEY.AUTO_REVIEW]: '0' }))).toBe(false);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(initialAutoReview(broken)).toBe(false);
    expect(() => rememberChoices(toDeployValues(draft(), NOW, true), broken)).not.toThrow();
  });

  it('remembers the deadline and the auto review choice', () => {
    const storage = memoryStorage();
    rememberChoices(toDeployValues(draft({ autoReview: true }), NOW, true), storage);
    expect(storage.map.get(LOCAL_SETTING_KEY.SUBMIT_LIMIT_DATETIME)).toBe('2026-03-06 17:00:00');
    expect(storage.map.get(LOCAL_SETTING_KEY.AUTO_REVIEW)).toBe('1');
  });
});

describe('start modes', () => {
  it('starts now, at midnight of the due date, or at the typed time', () => {
    expect(startOf(draft(), NOW)).toBe('2026-03-04 10:30:15');
    expect(startOf(draft({ startMode: 'daily' }), NOW)).toBe('2026-03-06 00:00:00');
    expect(startOf(draft({ startMode: 'custom', customStart: '2026-03-05 08:00:00' }), NOW)).toBe(
      '2026-03-05 08:00:00',
    );
    expect(startOf(draft({ startMode: 'daily', deadline: '' }), NOW)).toBe('');
  });
});

describe('validateDeploy', () => {
  it('accepts a complete form', () => {
    expect(validateDeploy(draft(), NOW, 120)).toEqual({});
  });

  it('asks for a name of at most 50 and a submitter', () => {
    const faults = validateDeploy(draft({ taskName: '  ', userIdxList: [] }), NOW, 120);
    expect(faults.taskName?.key).toBe('valid.required');
    expect(faults.submitters?.key).toBe('valid.noSelectedUser');
    expect(validateDeploy(draft({ taskName: '가'.repeat(51) }), NOW, 120).taskName?.key).toBe(
      'valid.maxLength',
    );
    expect(validateDeploy(draft({ taskName: '가'.repeat(50) }), NOW, 120).taskName).toBeUndefined();
  });

  it('refuses a deadline in the past and a start after the deadline', () => {
    expect(validateDeploy(draft({ deadline: '2026-03-04 10:00:00' }), NOW, 120).deadline?.key).toBe(
      'valid.deadlinePast',
    );
    const late = draft({ startMode: 'custom', customStart: '2026-03-07 09:00:00' });
    expect(validateDeploy(late, NOW, 120).start?.key).toBe('valid.startAfterDeadline');
    expect(validateDeploy(draft({ startMode: 'custom' }), NOW, 120).start?.key).toBe(
      'valid.required',
    );
  });

  it('checks the page range only when a book is given', () => {
    const open = draft({ range: { start: null, end: null } });
    expect(validateDeploy(open, NOW, 120).pageStart?.key).toBe('valid.required');
    expect(validateDeploy(open, NOW, undefined)).toEqual({});
    expect(validateDeploy(draft({ range: { start: 3, end: 121 } }), NOW, 120).pageEnd?.key).toBe(
      'valid.pageEndOverTotal',
    );
  });
});

describe('toDeployValues', () => {
  it('hands over the task with the range when a book is given', () => {
    expect(toDeployValues(draft({ taskName: ' 과제 ', autoReview: true }), NOW, true)).toEqual({
      taskName: '과제',
      userIdxList: [101],
      startMode: 'now',
      startDatetime: '2026-03-04 10:30:15',
      submitLimitDatetime: '2026-03-06 17:00:00',
      autoReview: 1,
      startPage: 3,
      endPage: 12,
    });
    expect(toDeployValues(draft(), NOW, false)).not.toHaveProperty('startPage');
  });
});

describe('deployFormFaults', () => {
  it('puts each rule on the field that fixes it', () => {
    const faults = deployFormFaults(
      draft({ taskName: '', userIdxList: [], range: { start: null, end: null } }),
      NOW,
      120,
    );
    expect(Object.keys(faults).sort()).toEqual(['range', 'taskName', 'userIdxList']);
    expect(faults.userIdxList?.key).toBe('valid.noSelectedUser');
  });

  it('puts a custom start on the custom start, a derived one on the deadline only', () => {
    const custom = draft({ startMode: 'custom', customStart: '2026-03-07 08:00:00' });
    expect(deployFormFaults(custom, NOW, 120)).toEqual({
      customStart: expect.objectContaining({ key: 'valid.startAfterDeadline' }),
    });
    const past = deployFormFaults(draft({ deadline: '2026-03-04 09:00:00' }), NOW, 120);
    expect(past).toEqual({ deadline: expect.objectContaining({ key: 'valid.deadlinePast' }) });
  });

  it('finds nothing in a valid draft', () => {
    expect(deployFormFaults(draft(), NOW, 120)).toEqual({});
  });
});
