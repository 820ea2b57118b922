import { defineCatalog } from '@platform/contract';

/**
 * Texts of TimeSlotGrid (screens.md §5 Enquiry: the weekly time grid). The wording is assumed;
 * the rules' own messages (the individual-pace minimum...) are the contract's `valid.enquiry*`.
 */
export const timeSlotsTexts = defineCatalog({
  en: {
    'timeSlots.label': 'Preferred class times',
    'timeSlots.hint':
      'Choose the start time of a {minutes}-minute class; choose it again to unselect. One class a day, up to {max} a week.',
    'timeSlots.timeHeader': 'Time',
    'timeSlots.day.MON': 'Mon',
    'timeSlots.day.TUE': 'Tue',
    'timeSlots.day.WED': 'Wed',
    'timeSlots.day.THU': 'Thu',
    'timeSlots.day.FRI': 'Fri',
    'timeSlots.dayName.MON': 'Monday',
    'timeSlots.dayName.TUE': 'Tuesday',
    'timeSlots.dayName.WED': 'Wednesday',
    'timeSlots.dayName.THU': 'Thursday',
    'timeSlots.dayName.FRI': 'Friday',
    'timeSlots.range': '{start}–{end}',
    'timeSlots.cell': '{day} {time}',
    'timeSlots.cellInClass': '{day} {time}, in the {range} class',
    'timeSlots.cellLate': '{day} {time}, too late to start a class',
    'timeSlots.picked': '{day} {range} chosen.',
    'timeSlots.replaced': '{day} {range} chosen instead of {previous}.',
    'timeSlots.unpicked': '{day} {range} unselected.',
    'timeSlots.refusedLastStart':
      'No class starts on {day} at {time}: a class can start at {last} at the latest.',
    'timeSlots.refusedMax':
      'Not chosen: you can choose up to {max, plural, one {# class} other {# classes}} a week. Unselect another day first.',
    'timeSlots.summaryNone': 'No class chosen yet.',
    'timeSlots.summary': '{count, plural, one {# class a week} other {# classes a week}}: {list}',
    'timeSlots.summaryItem': '{day} {range}',
  },
  ko: {
    'timeSlots.label': '수업 희망 시간',
    'timeSlots.hint':
      '수업 시작 시간을 누르면 {minutes}분 수업이 선택되고, 다시 누르면 취소됩니다. 하루에 한 수업, 주 {max}회까지 선택할 수 있습니다.',
    'timeSlots.timeHeader': '시간',
    'timeSlots.day.MON': '월',
    'timeSlots.day.TUE': '화',
    'timeSlots.day.WED': '수',
    'timeSlots.day.THU': '목',
    'timeSlots.day.FRI': '금',
    'timeSlots.dayName.MON': '월요일',
    'timeSlots.dayName.TUE': '화요일',
    'timeSlots.dayName.WED': '수요일',
    'timeSlots.dayName.THU': '목요일',
    'timeSlots.dayName.FRI': '금요일',
    'timeSlots.range': '{start}~{end}',
    'timeSlots.cell': '{day} {time}',
    'timeSlots.cellInClass': '{day} {time}, {range} 수업에 포함',
    'timeSlots.cellLate': '{day} {time}, 수업 시작 불가',
    'timeSlots.picked': '{day} {range} 수업을 선택했습니다.',
    'timeSlots.replaced': '{day} {previous} 대신 {range} 수업을 선택했습니다.',
    'timeSlots.unpicked': '{day} {range} 수업 선택을 취소했습니다.',
    'timeSlots.refusedLastStart':
      '{day} {time}에는 수업을 시작할 수 없습니다. 수업은 늦어도 {last}에 시작해야 합니다.',
    'timeSlots.refusedMax':
      '선택하지 않았습니다. 수업은 주 {max, number}회까지 선택할 수 있으니 다른 요일의 수업을 먼저 취소해 주세요.',
    'timeSlots.summaryNone': '선택한 수업이 없습니다.',
    'timeSlots.summary': '주 {count, number}회: {list}',
    'timeSlots.summaryItem': '{day} {range}',
  },
});
