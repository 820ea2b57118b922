import { TOP_GROUP_IDX, validateGroupName } from '@platform/contract';
import { ok, okList } from '../api.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import type { MockDb, MockGroup, MockUser } from '../db/types.ts';
import { MOCK_ERROR } from '../errors.ts';
import { implementAuthorised, refuse } from '../server/router.ts';
import { deleteUsers, isCompanyGroup, requireManager } from './users.ts';

/*
 * The group calls of foundation.md §7 Group and screens.md §7 ("group list (companyIdx,
 * searchType 2), save (groupIdx, upGroupIdx, groupName), delete group, delete group users
 * (groupIdx)"). The list is open to every user of the institution (the tree and the pickers show
 * it); every change needs canManageOtherUsers (WB-403-102), assumed like the user changes.
 */

/** assumed: searchType 2 is "the institution's whole tree", the one value the spec shows. */
const WHOLE_TREE = 2;

const wireGroup = ({ groupIdx, upGroupIdx, groupName }: MockGroup) => ({
  groupIdx,
  upGroupIdx,
  groupName,
});

/** A group of the caller's institution, else WB-400-212. */
function companyGroup(me: MockUser, groupIdx: number): MockGroup {
  const group = db.groups.find(
    (candidate) => candidate.groupIdx === groupIdx && candidate.companyIdx === me.companyIdx,
  );
  if (!group) refuse(MOCK_ERROR.badRequest);
  return group;
}

/** The group and every group below it. */
function subtree(db: MockDb, root: MockGroup): Set<number> {
  const found = new Set([root.groupIdx]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const group of db.groups) {
      if (!found.has(group.groupIdx) && found.has(group.upGroupIdx)) {
        found.add(group.groupIdx);
        grew = true;
      }
    }
  }
  return found;
}

export const groupImplementations = [
  implementAuthorised('group.LIST', ({ me, fields }) => {
    if (fields.companyIdx !== undefined && fields.companyIdx !== me.companyIdx) {
      refuse(MOCK_ERROR.badRequest);
    }
    if (fields.searchType !== undefined && fields.searchType !== WHOLE_TREE) {
      refuse(MOCK_ERROR.badRequest);
    }
    return okList(db.groups.filter((group) => group.companyIdx === me.companyIdx).map(wireGroup));
  }),

  implementAuthorised('group.SAVE', ({ me, fields }) => {
    requireManager(me);
    const { groupIdx, upGroupIdx } = fields.group;
    const groupName = fields.group.groupName.trim();
    // "Group name required min 2, pattern ..., input max 20" (screens.md §5).
    if (validateGroupName(groupName)) refuse(MOCK_ERROR.badRequest);
    if (!isCompanyGroup(db, me.companyIdx, upGroupIdx)) refuse(MOCK_ERROR.badRequest);
    const existing = groupIdx === undefined ? null : companyGroup(me, groupIdx);
    // A group cannot sit below itself or below one of its own subgroups.
    if (existing && subtree(db, existing).has(upGroupIdx)) refuse(MOCK_ERROR.badRequest);
    // assumed: two groups under one parent do not share a name (the tree could not tell them apart).
    const clash = db.groups.some(
      (group) =>
        group.companyIdx === me.companyIdx &&
        group.upGroupIdx === upGroupIdx &&
        group.groupIdx !== existing?.groupIdx &&
        group.groupName === groupName,
    );
    if (clash) refuse(MOCK_ERROR.badRequest);
    if (existing) {
      existing.groupName = groupName;
      existing.upGroupIdx = upGroupIdx;
      return ok(wireGroup(existing));
    }
    const group: MockGroup = {
      groupIdx: nextIdx(db, 'groupIdx'),
      upGroupIdx,
      groupName,
      companyIdx: me.companyIdx,
    };
    db.groups.push(group);
    return ok(wireGroup(group));
  }),

  // assumed: DEL removes the one group; its subgroups and users move up to its parent, so
  // nothing is lost by it (DEL_ALL is the call that deletes everything below).
  implementAuthorised('group.DEL', ({ me, fields }) => {
    requireManager(me);
    const group = companyGroup(me, fields.groupIdx);
    for (const child of db.groups) {
      if (child.upGroupIdx === group.groupIdx) child.upGroupIdx = group.upGroupIdx;
    }
    for (const user of db.users) {
      if (user.companyIdx === me.companyIdx && user.groupIdx === group.groupIdx) {
        user.groupIdx = group.upGroupIdx;
      }
    }
    db.groups = db.groups.filter((candidate) => candidate !== group);
    return ok(null);
  }),

  // assumed: DEL_ALL removes the group, its subgroups and their users ("delete the group's
  // users" with the groups); the caller's own account stays, moved to the group's parent.
  implementAuthorised('group.DEL_ALL', ({ me, fields }) => {
    requireManager(me);
    const group = companyGroup(me, fields.groupIdx);
    const doomed = subtree(db, group);
    const users = db.users.filter(
      (user) => user.companyIdx === me.companyIdx && doomed.has(user.groupIdx ?? TOP_GROUP_IDX),
    );
    const completeCount = deleteUsers(
      db,
      me,
      users.map((user) => user.userIdx),
    );
    if (doomed.has(me.groupIdx ?? TOP_GROUP_IDX)) me.groupIdx = group.upGroupIdx;
    db.groups = db.groups.filter((candidate) => !doomed.has(candidate.groupIdx));
    return ok({ completeCount });
  }),

  // The group's own users (not its subgroups'), or only those of userIdxList; the group stays.
  implementAuthorised('group.DEL_USER', ({ me, fields }) => {
    requireManager(me);
    const group = companyGroup(me, fields.groupIdx);
    const only = fields.userIdxList ? new Set(fields.userIdxList) : null;
    const users = db.users.filter(
      (user) =>
        user.companyIdx === me.companyIdx &&
        user.groupIdx === group.groupIdx &&
        (only === null || only.has(user.userIdx)),
    );
    const completeCount = deleteUsers(
      db,
      me,
      users.map((user) => user.userIdx),
    );
    return ok({ completeCount });
  }),
];
