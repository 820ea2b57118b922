export { createDebouncer, type Debouncer, debounceDelay, type SearchDebounce } from './debounce.ts';
export { SearchBox, type SearchBoxProps } from './SearchBox.tsx';
