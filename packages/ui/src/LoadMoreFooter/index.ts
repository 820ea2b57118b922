export { LoadMoreFooter, type LoadMoreFooterProps } from './LoadMoreFooter.tsx';
