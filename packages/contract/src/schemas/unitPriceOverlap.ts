import { z } from '../zod.ts';
import { errorEnvelope } from './envelope.ts';
import { unitPriceSchema } from './price.ts';

/**
 * The refusal of an overlapping unit price (foundation.md §8 WB-400-309: "dialog lists classroom
 * and date range"). assumed: the error envelope carries the saved price the new one overlaps in
 * `result`, with `room.roomTitle` when it has a classroom, so that the dialog can name the
 * classroom and the period (`error.unitPriceOverlapDetail`: roomTitle, startDate, endDate).
 */
export const unitPriceOverlapReply = z.extend(errorEnvelope, {
  errorCode: z.literal('WB-400-309'),
  result: unitPriceSchema,
});
export type UnitPriceOverlapReply = z.infer<typeof unitPriceOverlapReply>;
