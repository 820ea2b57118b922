import { type FeeRow, type ValidationFault, validateFeeAmount } from '@platform/contract';
import { feeKey, serverAmountOf } from './feeGroups.ts';
import type { Stay } from './stayCorrections.ts';

/**
 * The fees a manager has typed and not yet saved, by fee key (feeGroups.ts `feeKey`), with what
 * became of each save. screens.md §4: "Fee editing collects edits per meet-user and saves one by
 * one; failure only logged"; this product does better (assumed, issue 21 item 6): a row whose save
 * fails stays, with its typed value and its error, and the others are saved.
 */
export interface FeeEdit {
  meetIdx: number;
  userIdx: number;
  /** What is typed, as typed. */
  text: string;
  /**
   * The entries and exits as the manager corrected them (stayCorrections.ts), shown until the
   * amount is saved: the server keeps only the amount.
   */
  stays?: readonly Stay[];
  /** The save's refusal, kept until the row is saved or typed again. */
  error?: string;
}

export type FeeEdits = ReadonlyMap<string, FeeEdit>;

/** A typed amount's fault (screens.md §5: digits only, at most 9), null when it may be saved. */
export const feeFault = (text: string): ValidationFault | null => validateFeeAmount(text);

/** The edits that may be saved: every edit whose text is a valid amount. */
export function savableEdits(edits: FeeEdits): [string, FeeEdit][] {
  return [...edits].filter(([, edit]) => feeFault(edit.text) === null);
}

/**
 * Saves the valid edits one by one (the spec's order: one call per meet-user), and answers the
 * edits that remain: those that failed, each with its error, and those not valid to save. One
 * failure does not stop the others.
 */
export async function saveFeeEdits(
  edits: FeeEdits,
  save: (edit: { meetIdx: number; userIdx: number; amount: number }) => Promise<unknown>,
  errorText: (error: unknown) => string,
): Promise<{ remaining: Map<string, FeeEdit>; saved: number; failed: number }> {
  const remaining = new Map(edits);
  let saved = 0;
  let failed = 0;
  for (const [key, edit] of savableEdits(edits)) {
    try {
      await save({ meetIdx: edit.meetIdx, userIdx: edit.userIdx, amount: Number(edit.text) });
      remaining.delete(key);
      saved += 1;
    } catch (error) {
      remaining.set(key, { ...edit, error: errorText(error) });
      failed += 1;
    }
  }
  return { remaining, saved, failed };
}

/**
 * The edits after the manager typed `text` as a row's amount: an amount back at the server's,
 * with no corrected times, is no edit; typing again clears the last save's refusal.
 */
export function withTypedAmount(edits: FeeEdits, row: FeeRow, text: string): Map<string, FeeEdit> {
  const next = new Map(edits);
  const user = row.logMeetUser;
  if (!user) return next;
  const key = feeKey(row);
  const stays = edits.get(key)?.stays;
  if (text === String(serverAmountOf(row)) && !stays) next.delete(key);
  else
    next.set(key, {
      meetIdx: row.meetIdx,
      userIdx: user.userIdx,
      text,
      ...(stays ? { stays } : {}),
    });
  return next;
}

/**
 * The edits after the manager corrected a row's entries and exits (`stays`), or went back to the
 * recorded ones (null). `amount` is what the corrected time is worth (stayCorrections.ts
 * `amountForTime`); null leaves the amount as it is.
 */
export function withCorrectedStays(
  edits: FeeEdits,
  row: FeeRow,
  stays: readonly Stay[] | null,
  amount: number | null,
): Map<string, FeeEdit> {
  const next = new Map(edits);
  const user = row.logMeetUser;
  if (!user) return next;
  const key = feeKey(row);
  const text =
    amount === null ? (edits.get(key)?.text ?? String(serverAmountOf(row))) : String(amount);
  if (stays) next.set(key, { meetIdx: row.meetIdx, userIdx: user.userIdx, text, stays });
  else if (text === String(serverAmountOf(row))) next.delete(key);
  else next.set(key, { meetIdx: row.meetIdx, userIdx: user.userIdx, text });
  return next;
}
