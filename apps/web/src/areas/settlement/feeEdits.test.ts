import { describe, expect, it } from 'vitest';
import { type FeeEdit, feeFault, saveFeeEdits } from './feeEdits.ts';

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
