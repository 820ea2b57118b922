import { GROUP_HIT, type GroupTreeIndex, type TreeFilter } from './treeIndex.ts';

/**
 * One row handed to react-arborist. Only what is visible or about to be is built: a closed
 * group gets an empty `children` (so it stays expandable) and its rows are made when it opens,
 * and a filter hands over only the matches and their ancestors.
 */
export interface TreeRow {
  /** 'g<groupIdx>' or 'u<userIdx>'. */
  id: string;
  kind: 'group' | 'user';
  /** Position in the index's groups or users. */
  pos: number;
  /** The label; react-arborist's type-ahead reads `name`. */
  name: string;
  /** APG tree: position among the row's siblings (1-based) and how many siblings there are. */
  posInSet: number;
  setSize: number;
  /** Whether the group has anything inside it at all (aria-expanded only makes sense then). */
  hasContent?: boolean;
  children?: TreeRow[];
}

/**
 * A group's row id carries a scope ('<scope>/g12'): react-arborist keeps open state by id, so a
 * new scope (a filter, "expand all") starts from its own default without touching 2,000
 * entries one by one. A user's id has no scope, so a selection survives filtering.
 */
export const groupRowId = (scope: string, groupIdx: number) => `${scope}/g${groupIdx}`;
export const userRowId = (userIdx: number) => `u${userIdx}`;

/** The row id's kind and index, or null for an id this tree did not make. */
export function parseRowId(id: string): { kind: 'group' | 'user'; idx: number } | null {
  const local = id.slice(id.lastIndexOf('/') + 1);
  const kind = local[0] === 'g' ? 'group' : local[0] === 'u' ? 'user' : null;
  const idx = Number(local.slice(1));
  return kind && local.length > 1 && Number.isInteger(idx) ? { kind, idx } : null;
}

export interface RowOptions {
  /** The scope of group row ids (see groupRowId). */
  scope: string;
  /** Whether a group (by row id) is open: a closed group hands over none of its rows. */
  isOpen: (rowId: string) => boolean;
  filter: TreeFilter | null;
  /** 'list' drops the groups and lists users only (tree mode hidden, WEB_FUNC_USE position 2). */
  view: 'tree' | 'list';
  /** false shows groups only (a group chooser). */
  showUsers: boolean;
}

function numberSiblings(rows: TreeRow[]): TreeRow[] {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as TreeRow;
    row.posInSet = i + 1;
    row.setSize = rows.length;
  }
  return rows;
}

function userRow(index: GroupTreeIndex, pos: number): TreeRow {
  const user = index.users[pos];
  return {
    id: userRowId(user?.userIdx ?? -1),
    kind: 'user',
    pos,
    name: user?.userName ?? '',
    posInSet: 0,
    setSize: 0,
  };
}

function groupRow(
  id: string,
  index: GroupTreeIndex,
  pos: number,
  children: TreeRow[],
  hasContent: boolean,
) {
  return {
    id,
    kind: 'group',
    pos,
    name: index.groups[pos]?.groupName ?? '',
    posInSet: 0,
    setSize: 0,
    hasContent,
    children: numberSiblings(children),
  } satisfies TreeRow;
}

/** The rows react-arborist gets for the current open groups, filter and view. */
export function buildRows(index: GroupTreeIndex, options: RowOptions): TreeRow[] {
  const { filter, view } = options;
  if (view === 'list') {
    const positions = filter ? filter.userHits : index.users.map((_, pos) => pos);
    return numberSiblings(positions.map((pos) => userRow(index, pos)));
  }
  return filter ? filteredRows(index, filter, options) : openRows(index, options);
}

function openRows(index: GroupTreeIndex, { scope, isOpen, showUsers }: RowOptions): TreeRow[] {
  const build = (pos: number): TreeRow => {
    const id = groupRowId(scope, index.groups[pos]?.groupIdx ?? -1);
    const hasContent =
      (index.childGroups[pos]?.length ?? 0) > 0 ||
      (showUsers && (index.groupUsers[pos]?.length ?? 0) > 0);
    if (!isOpen(id)) return groupRow(id, index, pos, [], hasContent);
    const children = (index.childGroups[pos] ?? []).map(build);
    if (showUsers)
      for (const user of index.groupUsers[pos] ?? []) children.push(userRow(index, user));
    return groupRow(id, index, pos, children, hasContent);
  };
  const top = index.topGroups.map(build);
  if (showUsers) for (const user of index.looseUsers) top.push(userRow(index, user));
  return numberSiblings(top);
}

/**
 * Kept groups (hits and ancestors of hits) with their kept subgroups and matching users.
 * assumed: a group that matches by name shows its matching content only, like any other kept
 * group; clearing the filter shows the rest.
 */
function filteredRows(
  index: GroupTreeIndex,
  filter: TreeFilter,
  { scope, isOpen, showUsers }: RowOptions,
): TreeRow[] {
  const hitsByGroup = new Map<number, number[]>();
  const looseHits: number[] = [];
  if (showUsers) {
    for (const pos of filter.userHits) {
      const group = index.userGroupPos[pos] ?? -1;
      if (group < 0) {
        looseHits.push(pos);
        continue;
      }
      const list = hitsByGroup.get(group);
      if (list) list.push(pos);
      else hitsByGroup.set(group, [pos]);
    }
  }
  const kept = (pos: number) => (filter.keptGroups[pos] ?? 0) > 0;
  const build = (pos: number): TreeRow => {
    const id = groupRowId(scope, index.groups[pos]?.groupIdx ?? -1);
    const keptChildren = (index.childGroups[pos] ?? []).filter(kept);
    const hits = hitsByGroup.get(pos) ?? [];
    const hasContent = keptChildren.length + hits.length > 0;
    if (!isOpen(id)) return groupRow(id, index, pos, [], hasContent);
    const children = keptChildren.map(build);
    for (const user of hits) children.push(userRow(index, user));
    return groupRow(id, index, pos, children, hasContent);
  };
  const top = index.topGroups.filter(kept).map(build);
  for (const user of looseHits) top.push(userRow(index, user));
  return numberSiblings(top);
}

/** Whether group `pos` matched the filter by its own name. */
export const isGroupHit = (filter: TreeFilter, pos: number) => filter.keptGroups[pos] === GROUP_HIT;
