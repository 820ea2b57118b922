export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';
export {
  type DateBounds,
  type DateFault,
  type DateRangeValue,
  periodBounds,
  quickRangeValue,
  toWireDateTimeRange,
} from './dateRange.ts';
