import { defineCatalog } from '@platform/contract';

/**
 * The fee pages, /intro/personalClass/price and /intro/privateClass/price (screens.md §2.1, §9
 * "Public fees"). The figures come from @platform/contract (PERSONAL_CLASS_FEES,
 * INDIVIDUAL_PACE_FEES, GROUP_DISCOUNTS), never from these texts. Won are written as each
 * language writes them: "210,000원" in Korean, "₩210,000" in English. assumed: every wording, and
 * "the discount applies to the discounted fee" (the spec names the group discounts only).
 */
export const feeTexts = defineCatalog({
  en: {
    'intro.fees.won': '{amount, currency}',
    'intro.fees.discounted': 'Discounted',
    'intro.fees.list': 'List price',
    'intro.fees.notOffered': 'Not offered',
    'intro.fees.minutes': '{minutes} min',
    'intro.fees.hours': '{hours, plural, one {# hour} other {# hours}}',
    'intro.fees.weekly':
      '{count, plural, =1 {Once a week} =2 {Twice a week} other {# times a week}}',
    'intro.fees.level.high': 'High school',
    'intro.fees.level.middle': 'Middle school',
    'intro.fees.level.elementary': 'Elementary school',
    'intro.fees.monthly': 'Fees are monthly and paid after the first lesson.',
    'intro.fees.enquire': 'Ask for a class',

    'intro.personalClassPrice.title': 'One-to-one class fees',
    'intro.personalClassPrice.lead':
      'The monthly fee depends on the level, the number of classes a week and the length of each class. Elementary school classes are {minutes} minutes long.',
    'intro.personalClassPrice.tableTitle': 'Monthly fees',
    'intro.personalClassPrice.caption':
      'One-to-one class monthly fees by level, classes a week and class length: discounted and list price',
    'intro.personalClassPrice.corner': 'Level and classes a week',
    'intro.personalClassPrice.group.title': 'Group discount',
    'intro.personalClassPrice.group.lead':
      'Students who take their classes together, with a friend, a brother or a sister, each pay less. The discount applies to the discounted fee.',
    'intro.personalClassPrice.group.caption':
      'Group discount, for example on {example} ({amount} a month): each student’s monthly fee',
    'intro.personalClassPrice.group.people': 'Students',
    'intro.personalClassPrice.group.discount': 'Discount',
    'intro.personalClassPrice.group.each': 'Monthly fee each',
    'intro.personalClassPrice.group.count': '{count} students',
    'intro.personalClassPrice.group.countOrMore': '{count} or more students',
    'intro.personalClassPrice.group.percent': '{percent}% off',
    'intro.personalClassPrice.method': 'How the one-to-one class runs',

    'intro.privateClassPrice.title': 'Individual-pace class fees',
    'intro.privateClassPrice.lead':
      'For middle school students only. Each class lasts {minutes} minutes, at least {minWeekly, plural, =2 {twice} other {# times}} a week, and a weekend test of {hours, plural, one {# hour} other {# hours}} is included in the fee.',
    'intro.privateClassPrice.tableTitle': 'Monthly fees',
    'intro.privateClassPrice.caption': 'Individual-pace class monthly fees, middle school',
    'intro.privateClassPrice.weekly': 'Classes a week',
    'intro.privateClassPrice.weeklyHours': 'Hours a week, weekend test included',
    'intro.privateClassPrice.fee': 'Monthly fee',
    'intro.privateClassPrice.method': 'How the individual-pace class runs',
  },
  ko: {
    'intro.fees.won': '{amount, number}원',
    'intro.fees.discounted': '할인가',
    'intro.fees.list': '정가',
    'intro.fees.notOffered': '운영하지 않음',
    'intro.fees.minutes': '{minutes}분',
    'intro.fees.hours': '{hours}시간',
    'intro.fees.weekly': '주 {count}회',
    'intro.fees.level.high': '고등',
    'intro.fees.level.middle': '중등',
    'intro.fees.level.elementary': '초등',
    'intro.fees.monthly': '수강료는 월 단위이며, 첫 수업을 받은 뒤에 냅니다.',
    'intro.fees.enquire': '상담 신청하기',

    'intro.personalClassPrice.title': '1:1 수업 수강료',
    'intro.personalClassPrice.lead':
      '월 수강료는 학년, 주당 수업 횟수, 한 번의 수업 시간에 따라 정해집니다. 초등 수업은 {minutes}분입니다.',
    'intro.personalClassPrice.tableTitle': '월 수강료',
    'intro.personalClassPrice.caption':
      '1:1 수업 월 수강료: 학년과 주당 횟수, 수업 시간별 할인가와 정가',
    'intro.personalClassPrice.corner': '학년 · 주당 횟수',
    'intro.personalClassPrice.group.title': '그룹 수업 할인',
    'intro.personalClassPrice.group.lead':
      '친구나 형제자매와 함께 수업을 들으면 한 사람의 수강료를 할인해 드립니다. 할인은 할인가에 적용합니다.',
    'intro.personalClassPrice.group.caption':
      '그룹 할인 예시: {example} 수업, 월 {amount}일 때 1인 수강료',
    'intro.personalClassPrice.group.people': '인원',
    'intro.personalClassPrice.group.discount': '할인',
    'intro.personalClassPrice.group.each': '1인 월 수강료',
    'intro.personalClassPrice.group.count': '{count}명',
    'intro.personalClassPrice.group.countOrMore': '{count}명 이상',
    'intro.personalClassPrice.group.percent': '{percent}% 할인',
    'intro.personalClassPrice.method': '1:1 수업 진행 방식 보기',

    'intro.privateClassPrice.title': '개인 맞춤 수업 수강료',
    'intro.privateClassPrice.lead':
      '중학생만 들을 수 있는 수업입니다. 한 번의 수업은 {minutes}분이고 주 {minWeekly}회 이상 듣습니다. 주말 테스트 {hours}시간이 수강료에 포함됩니다.',
    'intro.privateClassPrice.tableTitle': '월 수강료',
    'intro.privateClassPrice.caption': '개인 맞춤 수업 월 수강료 (중등)',
    'intro.privateClassPrice.weekly': '주당 수업 횟수',
    'intro.privateClassPrice.weeklyHours': '주당 수업 시간 (주말 테스트 포함)',
    'intro.privateClassPrice.fee': '월 수강료',
    'intro.privateClassPrice.method': '개인 맞춤 수업 진행 방식 보기',
  },
});
