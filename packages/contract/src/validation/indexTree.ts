import { LIMITS } from './limits.ts';

/** What the limits of a table of contents need of a node. */
export interface IndexTreeNode {
  children?: readonly IndexTreeNode[] | null | undefined;
}

/** The levels of a table of contents: 0 for none, 1 for top-level entries only. */
export function indexTreeDepth(nodes: readonly IndexTreeNode[]): number {
  let deepest = 0;
  const stack: [readonly IndexTreeNode[], number][] = [[nodes, 1]];
  while (stack.length > 0) {
    const [level, depth] = stack.pop() as [readonly IndexTreeNode[], number];
    if (level.length === 0) continue;
    deepest = Math.max(deepest, depth);
    for (const node of level) if (node.children) stack.push([node.children, depth + 1]);
  }
  return deepest;
}

/** The entries of a table of contents, at every level. */
export function indexTreeSize(nodes: readonly IndexTreeNode[]): number {
  let count = 0;
  const stack: (readonly IndexTreeNode[])[] = [nodes];
  while (stack.length > 0) {
    const level = stack.pop() as readonly IndexTreeNode[];
    count += level.length;
    for (const node of level) if (node.children) stack.push(node.children);
  }
  return count;
}

/**
 * The bound a table of contents breaks (issue 17 item 4): more than BOOK_INDEX_DEPTH_MAX levels
 * or more than BOOK_INDEX_NODES_MAX entries; null when it fits. The editor offers no deeper
 * level and the server refuses one (WB-400-212).
 */
export function indexTreeFault(nodes: readonly IndexTreeNode[]): 'depth' | 'size' | null {
  if (indexTreeDepth(nodes) > LIMITS.BOOK_INDEX_DEPTH_MAX) return 'depth';
  if (indexTreeSize(nodes) > LIMITS.BOOK_INDEX_NODES_MAX) return 'size';
  return null;
}
