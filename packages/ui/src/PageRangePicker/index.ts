export { PageRangePicker, type PageRangePickerProps, type PageUrlMap } from './PageRangePicker.tsx';
export type { PageRange } from './pageRangeLogic.ts';
