import { defineCatalog } from '@platform/contract';

/**
 * Texts of the dates components (DateRangePicker, DateTimeInput, MonthPicker, DateText). The
 * quick-range labels, 'unlimited' and the date-order, hour and minute messages are the
 * contract's (`date.*`, `valid.*`) and are used by key, not repeated here.
 */
export const datesTexts = defineCatalog({
  en: {
    'dates.range.start': 'Start date',
    'dates.range.end': 'End date',
    'dates.range.quick': 'Quick ranges',
    'dates.bounds.between': 'Choose a date from {min} to {max}.',
    'dates.bounds.notBefore': 'Choose {min} or later.',
    'dates.bounds.notAfter': 'Choose {max} or earlier.',
    'dates.dateTime.date': 'Date',
    'dates.dateTime.hour': 'Hour',
    'dates.dateTime.minute': 'Minute',
    'dates.month.previous': 'Previous month',
    'dates.month.next': 'Next month',
    'dates.month.select': 'Month',
    'dates.month.capped': 'Months after the current month cannot be chosen.',
    'dates.month.first': 'There are no earlier months to choose.',
  },
  ko: {
    'dates.range.start': '시작일',
    'dates.range.end': '종료일',
    'dates.range.quick': '빠른 기간 선택',
    'dates.bounds.between': '{min}부터 {max}까지의 날짜를 선택해 주세요.',
    'dates.bounds.notBefore': '{min} 이후의 날짜를 선택해 주세요.',
    'dates.bounds.notAfter': '{max} 이전의 날짜를 선택해 주세요.',
    'dates.dateTime.date': '날짜',
    'dates.dateTime.hour': '시',
    'dates.dateTime.minute': '분',
    'dates.month.previous': '이전 달',
    'dates.month.next': '다음 달',
    'dates.month.select': '월',
    'dates.month.capped': '이번 달 이후는 선택할 수 없습니다.',
    'dates.month.first': '더 이전 달은 선택할 수 없습니다.',
  },
});
