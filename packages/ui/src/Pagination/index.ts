export { Pagination, type PaginationProps } from './Pagination.tsx';
export { clampPageIndex, pageCount, pageRowRange, pageWindow } from './pages.ts';
