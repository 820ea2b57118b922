export { BookIndexTree, type BookIndexTreeProps } from './BookIndexTree.tsx';
