import { type Group, TOP_GROUP_IDX, type User } from '@platform/contract';

/** A group as the tree needs it (foundation.md §3 Group: upGroupIdx 0 is the top level). */
export type TreeGroup = Pick<Group, 'groupIdx' | 'upGroupIdx' | 'groupName'>;
/** A user as the tree needs it (foundation.md §3 User). */
export type TreeUser = Pick<User, 'userIdx' | 'userId' | 'userName' | 'userType' | 'groupIdx'>;

/**
 * Everything the tree looks up, built once per change of the data: positions instead of
 * objects, parent links, and lower-cased search keys, so that a filter keystroke is a scan of
 * flat string arrays and never a walk over react-arborist's nodes.
 */
export interface GroupTreeIndex {
  readonly groups: readonly TreeGroup[];
  readonly users: readonly TreeUser[];
  /** groupIdx -> position in `groups`. */
  readonly groupPos: ReadonlyMap<number, number>;
  /** userIdx -> position in `users` (built on first use: only moves need it). */
  readonly userPos: ReadonlyMap<number, number>;
  /** Parent group position per group, -1 at the top. */
  readonly parentPos: Int32Array;
  /** Group position per user, -1 when the user's group is unknown (shown at the top). */
  readonly userGroupPos: Int32Array;
  readonly childGroups: readonly (readonly number[])[];
  readonly groupUsers: readonly (readonly number[])[];
  readonly topGroups: readonly number[];
  readonly looseUsers: readonly number[];
  /** Every group's search key in one string, each ended by SEPARATOR. */
  readonly groupHaystack: Haystack;
  /** Every user's name and ID search keys in one string, each user ended by SEPARATOR. */
  readonly userHaystack: Haystack;
}

/**
 * Search keys as one string and the offset where each record starts: one indexOf over a single
 * string is far cheaper than a hundred thousand `includes`, and one toLowerCase over it far
 * cheaper than one per name.
 */
export interface Haystack {
  readonly text: string;
  /** starts[i] is where record i begins; starts[length] is the end. */
  readonly starts: Int32Array;
}

/** Ends a record; a query never holds it, so no match spans two records. */
const SEPARATOR = '\u0000';
/** Between a user's name and ID, so that a match cannot span both. */
const FIELD_SEPARATOR = '\u0001';

function buildHaystack(records: readonly string[]): Haystack {
  const raw = records.join(SEPARATOR) + SEPARATOR;
  const starts = new Int32Array(records.length + 1);
  let at = 0;
  for (let i = 0; i < records.length; i++) {
    starts[i] = at;
    at += (records[i] as string).length + 1;
  }
  starts[records.length] = at;
  const text = searchKeyOf(raw);
  if (text.length === raw.length && separatorsStay(text, starts)) return { text, starts };
  // Normalising or lower-casing changed some record's length (rare letters such as 'İ'):
  // key each record on its own and lay them out again.
  return buildKeyedHaystack(records.map(searchKeyOf));
}

function buildKeyedHaystack(keys: readonly string[]): Haystack {
  const starts = new Int32Array(keys.length + 1);
  let at = 0;
  for (let i = 0; i < keys.length; i++) {
    starts[i] = at;
    at += (keys[i] as string).length + 1;
  }
  starts[keys.length] = at;
  return { text: keys.join(SEPARATOR) + SEPARATOR, starts };
}

function separatorsStay(text: string, starts: Int32Array): boolean {
  for (let i = 1; i < starts.length; i++) {
    if (text[(starts[i] as number) - 1] !== SEPARATOR) return false;
  }
  return true;
}

/** Positions of the records that contain `key`, each once, in order. */
function findRecords(haystack: Haystack, key: string): number[] {
  const { text, starts } = haystack;
  const found: number[] = [];
  let from = 0;
  let record = 0;
  for (;;) {
    const at = text.indexOf(key, from);
    if (at < 0) return found;
    // The record holding `at`: search forward from the last one (hits come in order).
    let low = record;
    let high = starts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= at) low = mid;
      else high = mid - 1;
    }
    record = low;
    found.push(record);
    from = starts[record + 1] as number;
    record++;
  }
}

/** The comparable form of a name or a query: one Unicode form, lower case, trimmed. */
export function searchKey(text: string): string {
  return searchKeyOf(text).replaceAll(SEPARATOR, '').replaceAll(FIELD_SEPARATOR, '').trim();
}

// toLowerCase, not toLocaleLowerCase: the same everywhere, and much faster at this scale.
const searchKeyOf = (text: string) => text.normalize('NFC').toLowerCase();

export function buildTreeIndex(
  groups: readonly TreeGroup[],
  users: readonly TreeUser[],
): GroupTreeIndex {
  const groupPos = new Map<number, number>();
  for (const [pos, group] of groups.entries()) groupPos.set(group.groupIdx, pos);

  const parentPos = new Int32Array(groups.length).fill(-1);
  const childGroups: number[][] = groups.map(() => []);
  for (let pos = 0; pos < groups.length; pos++) {
    const up = groups[pos]?.upGroupIdx ?? TOP_GROUP_IDX;
    const parent = up === TOP_GROUP_IDX ? undefined : groupPos.get(up);
    if (parent !== undefined && parent !== pos) parentPos[pos] = parent;
  }
  breakCycles(parentPos);
  const topGroups: number[] = [];
  for (let pos = 0; pos < groups.length; pos++) {
    const parent = parentPos[pos] ?? -1;
    if (parent < 0) topGroups.push(pos);
    else childGroups[parent]?.push(pos);
  }

  const userGroupPos = new Int32Array(users.length).fill(-1);
  const groupUsers: number[][] = groups.map(() => []);
  const looseUsers: number[] = [];
  for (let pos = 0; pos < users.length; pos++) {
    const user = users[pos] as TreeUser;
    const group = user.groupIdx == null ? undefined : groupPos.get(user.groupIdx);
    if (group === undefined) {
      looseUsers.push(pos);
    } else {
      userGroupPos[pos] = group;
      groupUsers[group]?.push(pos);
    }
  }

  let userPos: Map<number, number> | undefined;
  let groupHaystack: Haystack | undefined;
  let userHaystack: Haystack | undefined;
  return {
    groups,
    users,
    groupPos,
    get userPos() {
      if (!userPos) {
        userPos = new Map();
        for (let pos = 0; pos < users.length; pos++)
          userPos.set(users[pos]?.userIdx as number, pos);
      }
      return userPos;
    },
    parentPos,
    userGroupPos,
    childGroups,
    groupUsers,
    topGroups,
    looseUsers,
    // The search keys are made on first use: the first render does not need them (GroupTree
    // asks for them once the browser is idle, before anyone types).
    get groupHaystack() {
      groupHaystack ??= buildHaystack(groups.map((group) => group.groupName));
      return groupHaystack;
    },
    get userHaystack() {
      userHaystack ??= buildHaystack(
        users.map((user) => user.userName + FIELD_SEPARATOR + user.userId),
      );
      return userHaystack;
    },
  };
}

/**
 * Bad data must not hang the tree: a group whose parent chain loops is lifted to the top.
 * Each group is visited once (colour marking), so this stays linear.
 */
function breakCycles(parentPos: Int32Array) {
  const state = new Uint8Array(parentPos.length); // 0 new, 1 on the current path, 2 done
  for (let start = 0; start < parentPos.length; start++) {
    const path: number[] = [];
    let pos = start;
    while (pos >= 0 && state[pos] === 0) {
      state[pos] = 1;
      path.push(pos);
      pos = parentPos[pos] ?? -1;
    }
    if (pos >= 0 && state[pos] === 1) parentPos[pos] = -1;
    for (const visited of path) state[visited] = 2;
  }
}

/** What a filter keeps. */
export interface TreeFilter {
  readonly query: string;
  /** Users whose name or ID contains the query, in data order. */
  readonly userHits: readonly number[];
  /** Per group: 2 when its own name matches, 1 when kept as an ancestor of a match, else 0. */
  readonly keptGroups: Uint8Array;
  readonly groupHitCount: number;
}

export const GROUP_HIT = 2;
export const GROUP_ANCESTOR = 1;

/**
 * Filters by name or ID against the index: a scan of the precomputed keys, then a climb of the
 * parent links from each hit that stops at the first group already kept, so every ancestor is
 * visited once however many rows match. Returns null for an empty query (no filter).
 */
export function filterTreeIndex(
  index: GroupTreeIndex,
  query: string,
  includeUsers = true,
): TreeFilter | null {
  const key = searchKey(query);
  if (key === '') return null;
  const keptGroups = new Uint8Array(index.groups.length);
  const keepAncestors = (pos: number) => {
    let parent = pos;
    while (parent >= 0 && (keptGroups[parent] ?? 0) === 0) {
      keptGroups[parent] = GROUP_ANCESTOR;
      parent = index.parentPos[parent] ?? -1;
    }
  };

  const groupHits = findRecords(index.groupHaystack, key);
  for (const pos of groupHits) {
    keepAncestors(index.parentPos[pos] ?? -1);
    keptGroups[pos] = GROUP_HIT;
  }
  const userHits = includeUsers ? findRecords(index.userHaystack, key) : [];
  for (const pos of userHits) keepAncestors(index.userGroupPos[pos] ?? -1);
  return { query: key, userHits, keptGroups, groupHitCount: groupHits.length };
}

/** The group positions from `pos` up to the top, `pos` first. */
export function ancestorsOf(index: GroupTreeIndex, pos: number): number[] {
  const chain: number[] = [];
  for (let at = pos; at >= 0; at = index.parentPos[at] ?? -1) chain.push(at);
  return chain;
}

/** Whether group `pos` is `ancestor` or lies below it. */
export function isWithin(index: GroupTreeIndex, pos: number, ancestor: number): boolean {
  for (let at = pos; at >= 0; at = index.parentPos[at] ?? -1) if (at === ancestor) return true;
  return false;
}

/** Every user in group `pos` and its subgroups, in tree order. */
export function usersUnder(index: GroupTreeIndex, pos: number): number[] {
  const found: number[] = [];
  const stack = [pos];
  while (stack.length > 0) {
    const at = stack.pop() as number;
    found.push(...(index.groupUsers[at] ?? []));
    const children = index.childGroups[at] ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as number);
  }
  return found;
}

/** Every group in tree order (depth-first, parents before children) with its depth. */
export function groupsInTreeOrder(index: GroupTreeIndex): { pos: number; depth: number }[] {
  const ordered: { pos: number; depth: number }[] = [];
  const stack = [...index.topGroups].reverse().map((pos) => ({ pos, depth: 0 }));
  while (stack.length > 0) {
    const entry = stack.pop() as { pos: number; depth: number };
    ordered.push(entry);
    const children = index.childGroups[entry.pos] ?? [];
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push({ pos: children[i] as number, depth: entry.depth + 1 });
    }
  }
  return ordered;
}
