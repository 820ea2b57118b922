import { indexTreeDepth, LIMITS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  type DraftNode,
  editTree,
  flatten,
  pruneEmptyLeaves,
  toDraft,
  toIndexNodes,
  validateDraft,
} from './indexTree.ts';

const draft = (title: string, startPage: number | null, children: DraftNode[] = []): DraftNode => ({
  id: title || `blank-${Math.random()}`,
  title,
  startPage,
  children,
});

describe('book index rules (screens.md §5)', () => {
  it('wants each start page from 1 to the page count and not below the previous sibling', () => {
    const tree = [
      draft('A', 1, [draft('A1', 5), draft('A2', 3)]),
      draft('B', 0),
      draft('C', 130),
      draft('D', null),
    ];
    const faults = validateDraft(tree, 120);
    expect(faults.get('A')).toBeUndefined();
    expect(faults.get('A1')).toBeUndefined();
    expect(faults.get('A2')).toEqual({ key: 'valid.numberRange', params: { min: 5, max: 120 } });
    expect(faults.get('B')).toEqual({ key: 'valid.numberRange', params: { min: 1, max: 120 } });
    expect(faults.get('C')?.key).toBe('valid.numberRange');
    expect(faults.get('D')).toEqual({ key: 'valid.required' });
  });

  it('removes empty-title leaves from the bottom up and keeps a blank parent with children', () => {
    const tree = [
      draft('A', 1, [draft(' ', 2), draft('', 3, [draft('', 4)])]),
      draft('', 5, [draft('B1', 6)]),
      draft('', 7),
    ];
    const pruned = pruneEmptyLeaves(tree);
    expect(pruned.map((n) => n.title)).toEqual(['A', '']);
    expect(pruned[0]?.children).toEqual([]);
    expect(pruned[1]?.children.map((n) => n.title)).toEqual(['B1']);
  });

  it('writes keys from positions and leaves out empty children', () => {
    const nodes = toIndexNodes([draft('A', 1, [draft('A1', 2)]), draft(' B ', 3)]);
    expect(nodes).toEqual([
      { title: 'A', key: '0', startPage: 1, children: [{ title: 'A1', key: '0-0', startPage: 2 }] },
      { title: 'B', key: '1', startPage: 3 },
    ]);
  });

  it('flattens with level, position and set size', () => {
    const rows = flatten(
      toDraft([
        {
          title: 'A',
          key: '0',
          startPage: 1,
          children: [{ title: 'A1', key: '0-0', startPage: 2 }],
        },
        { title: 'B', key: '1', startPage: 3 },
      ]),
      (n) => n.id,
    );
    expect(rows.map((r) => [r.node.title, r.level, r.position, r.setSize])).toEqual([
      ['A', 1, 1, 2],
      ['A1', 2, 1, 1],
      ['B', 1, 2, 2],
    ]);
  });
});

describe('editing', () => {
  const base = () => [draft('A', 1, [draft('A1', 2)]), draft('B', 3), draft('C', 4)];
  const titles = (nodes: DraftNode[]): unknown =>
    nodes.map((n) => (n.children.length ? [n.title, titles(n.children)] : n.title));

  it('moves among siblings and not past the ends', () => {
    expect(titles(editTree(base(), { type: 'moveUp', id: 'B' }).tree)).toEqual([
      'B',
      ['A', ['A1']],
      'C',
    ]);
    expect(titles(editTree(base(), { type: 'moveDown', id: 'C' }).tree)).toEqual([
      ['A', ['A1']],
      'B',
      'C',
    ]);
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    const indented = editTree(base(), { type: 'indent', id: 'B' }).tree;
    expect(titles(indented)).toEqual([['A', ['A1', 'B']], 'C']);
    const outdented = editTree(indented, { type: 'outdent', id: 'A1' }).tree;
    expect(titles(outdented)).toEqual([['A', ['B']], 'A1', 'C']);
    expect(titles(editTree(base(), { type: 'indent', id: 'A' }).tree)).toEqual(titles(base()));
  });

  it('adds, renames and deletes, saying where focus goes', () => {
    const added = editTree(base(), { type: 'addSibling', id: 'B' });
    expect(added.tree.map((n) => n.title)).toEqual(['A', 'B', '', 'C']);
    expect(added.tree[2]?.startPage).toBe(3);
    expect(added.focusId).toBe(added.tree[2]?.id);
    const child = editTree(base(), { type: 'addChild', id: 'C' });
    expect(child.tree[2]?.children).toHaveLength(1);
    const renamed = editTree(base(), { type: 'rename', id: 'B', title: 'Bee' });
    expect(renamed.tree[1]?.title).toBe('Bee');
    const deleted = editTree(base(), { type: 'delete', id: 'B' });
    expect(deleted.tree.map((n) => n.title)).toEqual(['A', 'C']);
    expect(deleted.focusId).toBe('C');
  });
});

describe('the depth the server takes (issue 17 item 4)', () => {
  const chain = (levels: number): DraftNode[] => {
    let nodes: DraftNode[] = [];
    for (let level = levels; level >= 1; level -= 1) nodes = [draft(`L${level}`, 1, nodes)];
    return nodes;
  };

  it('offers no level below BOOK_INDEX_DEPTH_MAX: a child or an indent there leaves the tree as it was (the server refused the deeper index)', () => {
    const deepest = chain(LIMITS.BOOK_INDEX_DEPTH_MAX);
    const bottom = `L${LIMITS.BOOK_INDEX_DEPTH_MAX}`;
    expect(indexTreeDepth(editTree(deepest, { type: 'addChild', id: bottom }).tree)).toBe(
      LIMITS.BOOK_INDEX_DEPTH_MAX,
    );
    const withSibling = editTree(deepest, { type: 'addSibling', id: bottom }).tree;
    const sibling = flatten(withSibling, (node) => node.id).at(-1)?.node.id ?? '';
    expect(indexTreeDepth(editTree(withSibling, { type: 'indent', id: sibling }).tree)).toBe(
      LIMITS.BOOK_INDEX_DEPTH_MAX,
    );
    // One level less still takes a child.
    const shallower = chain(LIMITS.BOOK_INDEX_DEPTH_MAX - 1);
    const child = editTree(shallower, {
      type: 'addChild',
      id: `L${LIMITS.BOOK_INDEX_DEPTH_MAX - 1}`,
    });
    expect(indexTreeDepth(child.tree)).toBe(LIMITS.BOOK_INDEX_DEPTH_MAX);
  });
});
