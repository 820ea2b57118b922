import {
  type IndexNode,
  indexTreeFault,
  type ValidationFault,
  validateIndexStartPage,
} from '@platform/contract';

/** A node being edited: the page may be empty while typed, and each has an editing id. */
export interface DraftNode {
  id: string;
  title: string;
  startPage: number | null;
  children: DraftNode[];
}

let nextId = 0;
const newId = () => {
  nextId += 1;
  return `entry-${nextId}`;
};

export function toDraft(nodes: readonly IndexNode[]): DraftNode[] {
  return nodes.map((node) => ({
    id: newId(),
    title: node.title,
    startPage: node.startPage,
    children: toDraft(node.children ?? []),
  }));
}

export function emptyDraft(startPage: number | null): DraftNode {
  return { id: newId(), title: '', startPage, children: [] };
}

/** A row of the flattened tree, with what aria-level, aria-setsize and aria-posinset need. */
export interface FlatRow<N> {
  node: N;
  level: number;
  position: number;
  setSize: number;
  parentId: string | null;
}

export function flatten<N extends { children?: N[] | null }>(
  nodes: readonly N[],
  idOf: (node: N) => string,
  isOpen: (node: N) => boolean = () => true,
  level = 1,
  parentId: string | null = null,
): FlatRow<N>[] {
  return nodes.flatMap((node, index) => [
    { node, level, position: index + 1, setSize: nodes.length, parentId },
    ...(isOpen(node) ? flatten(node.children ?? [], idOf, isOpen, level + 1, idOf(node)) : []),
  ]);
}

/**
 * screens.md §5 "empty-title leaves removed": leaves whose title is blank go, from the bottom
 * up, so a blank entry whose sub-entries were all blank goes too. assumed: a blank entry that
 * still has sub-entries stays (its children would otherwise be lost).
 */
export function pruneEmptyLeaves(nodes: readonly DraftNode[]): DraftNode[] {
  return nodes.flatMap((node) => {
    const children = pruneEmptyLeaves(node.children);
    if (children.length === 0 && node.title.trim() === '') return [];
    return [{ ...node, children }];
  });
}

/** Each entry's start-page fault by id (screens.md §5 "each start page a number 1..page count, not less than previous sibling"). */
export function validateDraft(
  nodes: readonly DraftNode[],
  pageCount: number,
): Map<string, ValidationFault> {
  const faults = new Map<string, ValidationFault>();
  const walk = (siblings: readonly DraftNode[]) => {
    let previous: number | null = null;
    for (const node of siblings) {
      const fault = validateIndexStartPage(node.startPage, {
        pageCount,
        previousSiblingStart: previous,
      });
      if (fault) faults.set(node.id, fault);
      if (node.startPage !== null) previous = node.startPage;
      walk(node.children);
    }
  };
  walk(nodes);
  return faults;
}

/**
 * The tree to save. assumed: keys are written anew from each entry's position ("0", "0-1", ...),
 * as the seeded books have them, since entries moved or added have none of their own.
 */
export function toIndexNodes(nodes: readonly DraftNode[], prefix = ''): IndexNode[] {
  return nodes.map((node, index) => {
    const key = prefix === '' ? String(index) : `${prefix}-${index}`;
    const children = toIndexNodes(node.children, key);
    return {
      title: node.title.trim(),
      key,
      startPage: node.startPage ?? 0,
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/** Where an entry sits: its sibling list and index. */
function locate(
  nodes: DraftNode[],
  id: string,
): { siblings: DraftNode[]; index: number; parent: DraftNode | null } | null {
  const search = (siblings: DraftNode[], parent: DraftNode | null): ReturnType<typeof locate> => {
    for (let index = 0; index < siblings.length; index += 1) {
      const node = siblings[index] as DraftNode;
      if (node.id === id) return { siblings, index, parent };
      const found = search(node.children, node);
      if (found) return found;
    }
    return null;
  };
  return search(nodes, null);
}

function cloneTree(nodes: readonly DraftNode[]): DraftNode[] {
  return nodes.map((node) => ({ ...node, children: cloneTree(node.children) }));
}

export type TreeEdit =
  | {
      type: 'moveUp' | 'moveDown' | 'indent' | 'outdent' | 'delete' | 'addChild' | 'addSibling';
      id: string;
    }
  | { type: 'rename'; id: string; title: string }
  | { type: 'setPage'; id: string; startPage: number | null };

/**
 * One edit of the tree, on a copy. Moves stay among siblings; indent makes an entry the last
 * child of the sibling before it; outdent puts it right after its parent. An edit that cannot
 * apply (the first entry up, a top-level entry out) returns the tree unchanged, and so does one
 * that would make the tree deeper or larger than the contract allows (indexTreeFault: the server
 * refuses such an index, issue 17 item 4).
 */
export function editTree(
  nodes: readonly DraftNode[],
  edit: TreeEdit,
): { tree: DraftNode[]; focusId: string | null } {
  const edited = applyEdit(nodes, edit);
  if (indexTreeFault(edited.tree) && !indexTreeFault(nodes)) {
    return { tree: cloneTree(nodes), focusId: edit.id };
  }
  return edited;
}

function applyEdit(
  nodes: readonly DraftNode[],
  edit: TreeEdit,
): { tree: DraftNode[]; focusId: string | null } {
  const tree = cloneTree(nodes);
  const place = locate(tree, edit.id);
  if (!place) return { tree, focusId: null };
  const { siblings, index, parent } = place;
  const node = siblings[index] as DraftNode;
  switch (edit.type) {
    case 'rename':
      node.title = edit.title;
      return { tree, focusId: null };
    case 'setPage':
      node.startPage = edit.startPage;
      return { tree, focusId: null };
    case 'moveUp':
      if (index === 0) return { tree, focusId: node.id };
      siblings.splice(index, 1);
      siblings.splice(index - 1, 0, node);
      return { tree, focusId: node.id };
    case 'moveDown':
      if (index === siblings.length - 1) return { tree, focusId: node.id };
      siblings.splice(index, 1);
      siblings.splice(index + 1, 0, node);
      return { tree, focusId: node.id };
    case 'indent': {
      const before = siblings[index - 1];
      if (!before) return { tree, focusId: node.id };
      siblings.splice(index, 1);
      before.children.push(node);
      return { tree, focusId: node.id };
    }
    case 'outdent': {
      if (!parent) return { tree, focusId: node.id };
      const outer = locate(tree, parent.id);
      if (!outer) return { tree, focusId: node.id };
      siblings.splice(index, 1);
      outer.siblings.splice(outer.index + 1, 0, node);
      return { tree, focusId: node.id };
    }
    case 'delete': {
      siblings.splice(index, 1);
      const next = siblings[index] ?? siblings[index - 1] ?? parent;
      return { tree, focusId: next?.id ?? null };
    }
    case 'addChild': {
      const added = emptyDraft(node.startPage);
      node.children.push(added);
      return { tree, focusId: added.id };
    }
    case 'addSibling': {
      const added = emptyDraft(node.startPage);
      siblings.splice(index + 1, 0, added);
      return { tree, focusId: added.id };
    }
  }
}
