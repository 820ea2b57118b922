import {
  findOverlappingUnitPrice,
  type UnitPrice,
  type UnitPriceOverlapReply,
  validateUnitPrice,
} from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok, okList } from '../api.ts';
import { type MockPrice, roomsOf } from '../db/areas/prices.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { companyUser, requireManager, viewableUser } from './users.ts';

/*
 * The unit-price calls (foundation.md §7 Price; screens.md §7 "Unit price: list (userIdx), read,
 * create, update, delete (priceIdx)"), with the rules of screens.md §5 "Memo, price, fee": digits
 * only and above 0 (the request schema takes a positive integer), start date required and not
 * before today, end not before start, classroom optional, and no overlap (foundation.md §5
 * "Unit price periods must not overlap"): WB-400-309 with the overlapped price
 * (unitPriceOverlapReply), whose classroom and period the dialog shows.
 *
 * Reading needs the user-view permission; changing needs canManageOtherUsers ("Open teachers and
 * admins ... manage unit prices", screens.md §6); both refuse with WB-403-102.
 */

export const UNIT_PRICE_OVERLAP = 'WB-400-309';

/** The price as the wire shows it, with its classroom's title (screens.md §3 room.roomTitle). */
function wirePrice(price: MockPrice): UnitPrice {
  const room = price.roomCode
    ? roomsOf(db).find((candidate) => candidate.roomCode === price.roomCode)
    : undefined;
  return {
    priceIdx: price.priceIdx,
    userIdx: price.userIdx,
    roomCode: price.roomCode,
    startDate: price.startDate,
    endDate: price.endDate,
    price: price.price,
    room: room ? { roomTitle: room.roomTitle } : null,
  };
}

function companyPrice(me: MockUser, priceIdx: number): MockPrice {
  const price = db.prices.find(
    (candidate) => candidate.priceIdx === priceIdx && candidate.companyIdx === me.companyIdx,
  );
  if (!price) refuse(MOCK_ERROR.badRequest);
  return price;
}

/** The local date of the mock's clock, `YYYY-MM-DD` (the rule "not before today"). */
const today = () => new Date();

interface PriceInput {
  userIdx: number;
  roomCode?: string | undefined;
  startDate: string;
  endDate?: string | undefined;
  price: number;
}

/**
 * Checks a new or changed price: the rules of the form, a classroom of the institution, and no
 * overlap with the user's other prices. Returns the overlap refusal as a Response, or null.
 */
function checkPrice(me: MockUser, input: PriceInput, saved: MockPrice | null): Response | null {
  const faults = validateUnitPrice({
    price: String(input.price),
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    today: today(),
    // assumed (as the contract's rule): a saved price keeps a start already past.
    isNew: saved === null || saved.startDate !== input.startDate,
  });
  if (Object.keys(faults).length > 0) refuse(MOCK_ERROR.badRequest);
  const roomCode = input.roomCode || null;
  if (
    roomCode !== null &&
    !roomsOf(db).some((room) => room.roomCode === roomCode && room.companyIdx === me.companyIdx)
  ) {
    refuse(MOCK_ERROR.badRequest);
  }
  const overlapped = findOverlappingUnitPrice(
    {
      priceIdx: saved?.priceIdx ?? null,
      userIdx: input.userIdx,
      roomCode,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
    },
    db.prices.filter((price) => price.userIdx === input.userIdx),
  );
  if (!overlapped) return null;
  const reply: UnitPriceOverlapReply = {
    success: false,
    errorCode: UNIT_PRICE_OVERLAP,
    result: wirePrice(overlapped),
  };
  return HttpResponse.json(reply, { status: 400 });
}

const byStartDesc = (a: MockPrice, b: MockPrice) =>
  a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : b.priceIdx - a.priceIdx;

export const priceImplementations = [
  implementAuthorised('price.LIST', ({ me, fields }) => {
    const user = viewableUser(db, me, fields.userIdx);
    return okList(
      db.prices
        .filter((price) => price.userIdx === user.userIdx)
        .sort(byStartDesc)
        .map(wirePrice),
    );
  }),

  implementAuthorised('price.VIEW', ({ me, fields }) => {
    const price = companyPrice(me, fields.priceIdx);
    viewableUser(db, me, price.userIdx);
    return ok(wirePrice(price));
  }),

  implementAuthorised('priceSave.ADD', ({ me, fields }) => {
    requireManager(me);
    const user = companyUser(db, me, fields.userIdx);
    const overlap = checkPrice(me, fields, null);
    if (overlap) return overlap;
    const price: MockPrice = {
      priceIdx: nextIdx(db, 'priceIdx'),
      companyIdx: me.companyIdx,
      userIdx: user.userIdx,
      roomCode: fields.roomCode || null,
      startDate: fields.startDate,
      endDate: fields.endDate || null,
      price: fields.price,
    };
    db.prices.push(price);
    return ok(wirePrice(price));
  }),

  implementAuthorised('priceSave.MOD', ({ me, fields }) => {
    requireManager(me);
    const saved = companyPrice(me, fields.priceIdx);
    // A price stays with its user.
    if (fields.userIdx !== saved.userIdx) refuse(MOCK_ERROR.badRequest);
    const overlap = checkPrice(me, fields, saved);
    if (overlap) return overlap;
    saved.roomCode = fields.roomCode || null;
    saved.startDate = fields.startDate;
    saved.endDate = fields.endDate || null;
    saved.price = fields.price;
    return ok(wirePrice(saved));
  }),

  implementAuthorised('price.REMOVE', ({ me, fields }) => {
    requireManager(me);
    const price = companyPrice(me, fields.priceIdx);
    db.prices = db.prices.filter((candidate) => candidate !== price);
    return ok(null);
  }),
];
