export { MonthPicker, type MonthPickerProps } from './MonthPicker.tsx';
export { shiftYearMonth, type YearMonth, yearMonthOf } from './yearMonth.ts';
