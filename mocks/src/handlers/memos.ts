import { canManageOtherUsers, formatWireDateTime, validateMemo } from '@platform/contract';
import { ok, okList, okPage, pageOf } from '../api.ts';
import type { MockMemo } from '../db/areas/memos.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import type { MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { viewableUser } from './users.ts';

/*
 * The memo calls (foundation.md §7 "{api}/memo: GET LIST, VIEW; POST SAVE, MOD; DELETE DEL";
 * screens.md §7 "Memos: list, read, create (userIdx, regUserIdx, content), update (memoIdx,
 * content), delete (memoIdx)"; screens.md §5 "Memo required max 200").
 *
 * assumed: whoever may see a user's details (the user-view permission) reads and writes memos on
 * them; a memo is changed or deleted by its author or by a manager (canManageOtherUsers); others
 * get WB-403-102. The newest memo comes first.
 */

const wireMemo = ({ companyIdx: _companyIdx, ...memo }: MockMemo) => memo;

/** A memo on a user the caller may see, else WB-400-212 / WB-403-102. */
function visibleMemo(me: MockUser, memoIdx: number): MockMemo {
  const memo = db.memos.find(
    (candidate) => candidate.memoIdx === memoIdx && candidate.companyIdx === me.companyIdx,
  );
  if (!memo) refuse(MOCK_ERROR.badRequest);
  viewableUser(db, me, memo.userIdx);
  return memo;
}

/** The author may change a memo, and so may a manager. */
function changeableMemo(me: MockUser, memoIdx: number): MockMemo {
  const memo = visibleMemo(me, memoIdx);
  if (memo.regUserIdx !== me.userIdx && !canManageOtherUsers(me.userType)) {
    refuse(MOCK_ERROR.noPermission);
  }
  return memo;
}

function checkContent(content: string): string {
  if (validateMemo(content)) refuse(MOCK_ERROR.badRequest);
  return content.trim();
}

const newestFirst = (a: MockMemo, b: MockMemo) =>
  a.regDatetime < b.regDatetime ? 1 : a.regDatetime > b.regDatetime ? -1 : b.memoIdx - a.memoIdx;

export const memoImplementations = [
  implementAuthorised('memo.LIST', ({ me, fields }) => {
    const user = viewableUser(db, me, fields.userIdx);
    const memos = db.memos
      .filter((memo) => memo.userIdx === user.userIdx)
      .sort(newestFirst)
      .map(wireMemo);
    // assumed: a page when page or size is sent (and paging is not false), else the whole list.
    const paged =
      fields.paging !== false && (fields.page !== undefined || fields.size !== undefined);
    return paged ? okPage(pageOf(memos, fields.page ?? 0, fields.size ?? 20)) : okList(memos);
  }),

  implementAuthorised('memo.VIEW', ({ me, fields }) =>
    ok(wireMemo(visibleMemo(me, fields.memoIdx))),
  ),

  implementAuthorised('memo.SAVE', ({ me, fields }) => {
    // The author is the caller: a memo cannot be written in another's name.
    if (fields.regUserIdx !== me.userIdx) refuse(MOCK_ERROR.badRequest);
    const user = viewableUser(db, me, fields.userIdx);
    const memo: MockMemo = {
      memoIdx: nextIdx(db, 'memoIdx'),
      companyIdx: me.companyIdx,
      userIdx: user.userIdx,
      regUserIdx: me.userIdx,
      regUserName: me.userName,
      content: checkContent(fields.content),
      regDatetime: formatWireDateTime(new Date()),
    };
    db.memos.push(memo);
    return ok(wireMemo(memo));
  }),

  implementAuthorised('memo.MOD', ({ me, fields }) => {
    const memo = changeableMemo(me, fields.memoIdx);
    memo.content = checkContent(fields.content);
    return ok(wireMemo(memo));
  }),

  implementAuthorised('memo.DEL', ({ me, fields }) => {
    const memo = changeableMemo(me, fields.memoIdx);
    db.memos = db.memos.filter((candidate) => candidate !== memo);
    return ok(null);
  }),
];
