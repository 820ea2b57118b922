import { envelope } from '../schemas/envelope.ts';
import { unitPriceSchema } from '../schemas/price.ts';
import { wireInt } from '../schemas/primitives.ts';
import { z } from '../zod.ts';
import { del, type EndpointGroup, get, post } from './define.ts';
import { writeReply } from './requestParts.ts';

const spec =
  'foundation.md §7 Price; screens.md §7 ("Unit price: list (userIdx), read, create, update, delete (priceIdx)")';

/** assumed: dates `YYYY-MM-DD`; an absent endDate is open-ended and roomCode optional (screens.md §5). */
const priceInput = {
  userIdx: z.number().check(z.int()),
  roomCode: z.optional(z.string()),
  startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  endDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  price: z.number().check(z.int(), z.positive()),
};

/**
 * The refusal of an overlapping period carries the overlapped price (unitPriceOverlapReply), so
 * the dialog can name its classroom and period.
 */
const overlapAssumed =
  'WB-400-309 answers unitPriceOverlapReply: the error envelope with the overlapped saved price ' +
  '(roomCode, room.roomTitle, startDate, endDate) in result; an overlap is per user and classroom, ' +
  'a price without a classroom overlapping every classroom (unitPricesOverlap)';

export const priceEndpoints = {
  'price.VIEW': get('/price', 'VIEW', {
    request: z.strictObject({ priceIdx: wireInt }),
    response: envelope(unitPriceSchema),
    spec,
  }),
  'price.LIST': get('/price', 'LIST', {
    request: z.strictObject({ userIdx: wireInt }),
    response: envelope(unitPriceSchema),
    spec,
  }),
  'priceSave.ADD': post('/price/save', 'ADD', {
    request: z.strictObject(priceInput),
    response: envelope(unitPriceSchema),
    spec: `${spec}; WB-400-309 on an overlapping period`,
    assumed: overlapAssumed,
  }),
  'priceSave.MOD': post('/price/save', 'MOD', {
    request: z.strictObject({ priceIdx: z.number().check(z.int()), ...priceInput }),
    response: envelope(unitPriceSchema),
    spec: `${spec}; WB-400-309 on an overlapping period`,
    assumed: overlapAssumed,
  }),
  'price.REMOVE': del('/price', 'REMOVE', {
    request: z.strictObject({ priceIdx: z.number().check(z.int()) }),
    response: writeReply,
    spec,
    assumed: 'the path is /price (foundation.md §7 lists "DELETE REMOVE" under Price without one)',
  }),
} as const satisfies EndpointGroup;
