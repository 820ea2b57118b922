export { GroupTree, type GroupTreeProps, type GroupTreeSelection } from './GroupTree.tsx';
export type { GroupTreeMove } from './moves.ts';
export type { TreeGroup, TreeUser } from './treeIndex.ts';
