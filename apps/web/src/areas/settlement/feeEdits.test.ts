import type { FeeRow } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  type FeeEdit,
  feeFault,
  saveFeeEdits,
  withCorrectedStays,
  withTypedAmount,
} from './feeEdits.ts';

const edit = (meetIdx: number, userIdx: number, text: string): [string, FeeEdit] => [
  `${meetIdx}:${userIdx}`,
  { meetIdx, userIdx, text },
];

describe('feeFault', () => {
  it('takes digits only, up to nine (screens.md §5)', () => {
    expect(feeFault('30000')).toBeNull();
    expect(feeFault('999999999')).toBeNull();
    expect(feeFault('1000000000')?.key).toBe('valid.maxDigits');
    expect(feeFault('3만')?.key).toBe('valid.numberOnly');
    expect(feeFault('')?.key).toBe('valid.required');
  });
});

describe('saveFeeEdits', () => {
  it('saves one by one; a failed row keeps its value with its error, the others are saved', async () => {
    const calls: unknown[] = [];
    const edits = new Map([edit(1, 7, '30000'), edit(2, 7, '25000'), edit(3, 8, '12a')]);
    const result = await saveFeeEdits(
      edits,
      async (call) => {
        calls.push(call);
        if (call.meetIdx === 1) throw new Error('refused');
      },
      (error) => (error as Error).message,
    );
    expect(calls).toEqual([
      { meetIdx: 1, userIdx: 7, amount: 30000 },
      { meetIdx: 2, userIdx: 7, amount: 25000 },
    ]);
    expect(result.saved).toBe(1);
    expect(result.failed).toBe(1);
    expect([...result.remaining]).toEqual([
      ['1:7', { meetIdx: 1, userIdx: 7, text: '30000', error: 'refused' }],
      ['3:8', { meetIdx: 3, userIdx: 8, text: '12a' }],
    ]);
  });

  it('a retry of the failed row saves it and clears its error', async () => {
    const edits = new Map([['1:7', { meetIdx: 1, userIdx: 7, text: '30000', error: 'refused' }]]);
    const result = await saveFeeEdits(edits, async () => undefined, String);
    expect(result.remaining.size).toBe(0);
    expect(result.saved).toBe(1);
  });
});

describe('typed amounts and corrected times', () => {
  const row: FeeRow = { meetIdx: 4, logMeetUser: { userIdx: 9, amount: 20000 } };
  const stays = [{ joinDatetime: '2026-11-27 10:00:00', quitDatetime: '2026-11-27 10:45:00' }];

  it('an amount typed back to the server’s is no edit; typing again clears a refusal', () => {
    const typed = withTypedAmount(new Map(), row, '25000');
    expect([...typed.values()]).toEqual([{ meetIdx: 4, userIdx: 9, text: '25000' }]);
    const refused = new Map([['4:9', { meetIdx: 4, userIdx: 9, text: '25000', error: 'no' }]]);
    expect(withTypedAmount(refused, row, '26000').get('4:9')).toEqual({
      meetIdx: 4,
      userIdx: 9,
      text: '26000',
    });
    expect(withTypedAmount(typed, row, '20000').size).toBe(0);
  });

  it('a correction sets the amount it works out to and keeps the times until saved', () => {
    const corrected = withCorrectedStays(new Map(), row, stays, 15000);
    expect(corrected.get('4:9')).toEqual({ meetIdx: 4, userIdx: 9, text: '15000', stays });
    // Typing over the amount keeps the corrected times; back at the server's amount it stays.
    const retyped = withTypedAmount(corrected, row, '20000');
    expect(retyped.get('4:9')).toEqual({ meetIdx: 4, userIdx: 9, text: '20000', stays });
  });

  it('without an amount for the time, a correction leaves the amount as typed', () => {
    const typed = withTypedAmount(new Map(), row, '18000');
    expect(withCorrectedStays(typed, row, stays, null).get('4:9')?.text).toBe('18000');
  });

  it('back to the recorded times, the edit goes when the amount is the server’s', () => {
    const corrected = withCorrectedStays(new Map(), row, stays, null);
    expect(withCorrectedStays(corrected, row, null, null).size).toBe(0);
    const typed = withCorrectedStays(withTypedAmount(corrected, row, '12000'), row, null, null);
    expect(typed.get('4:9')).toEqual({ meetIdx: 4, userIdx: 9, text: '12000' });
  });
});
