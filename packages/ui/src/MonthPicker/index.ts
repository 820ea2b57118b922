export { MonthPicker, type MonthPickerProps } from './MonthPicker.tsx';
export { isYearMonth, shiftYearMonth, type YearMonth, yearMonthOf } from './yearMonth.ts';
