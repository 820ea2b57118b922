import { defineCatalog } from '@platform/contract';

/**
 * The enquiry form of /intro/contact (screens.md §3, §5 Enquiry; issue 23 item 4). assumed: the
 * wording; the alert that names the first missing field beside the spec's "fill all required".
 */
export const contactTexts = defineCatalog({
  en: {
    'intro.contact.title': 'Admission enquiry',
    'intro.contact.lead':
      'Tell us about the student and the evenings that suit you. We call you back to arrange a level test and a first class.',
    'intro.contact.tabs': 'Class kind',
    'intro.contact.tab.personal': 'One-to-one class',
    'intro.contact.tab.individualPace': 'Individual-pace class',
    'intro.contact.tab.personalNote':
      'One teacher and one student. Elementary classes are 60 minutes; middle and high school classes two hours.',
    'intro.contact.tab.individualPaceNote':
      'Middle school only, two-hour classes at least twice a week, with a weekend test hour.',
    'intro.contact.period': 'Enquiries are taken until {end}.',
    'intro.contact.periodFrom': 'Enquiries are taken from {start} until {end}.',
    'intro.contact.closed':
      'Enquiries for this term closed on {end}. Please call the customer center.',
    'intro.contact.settingPending': 'Getting the form ready…',
    'intro.contact.settingFailed':
      'The enquiry cannot be sent right now: the academy’s settings did not load.',
    'intro.contact.noRecipient':
      'The enquiry cannot be sent right now: the academy has not set where enquiries go.',
    'intro.contact.form': 'Enquiry form',
    'intro.contact.required': 'Fields marked * are required.',
    'intro.contact.name': 'Name',
    'intro.contact.phone': 'Phone number',
    'intro.contact.phoneHint': 'Digits only, e.g. 01012345678',
    'intro.contact.author': 'Written by',
    'intro.contact.author.parent': 'Parent',
    'intro.contact.author.student': 'Student',
    'intro.contact.grade': 'School',
    'intro.contact.grade.elementary': 'Elementary school',
    'intro.contact.grade.middle': 'Middle school',
    'intro.contact.grade.high': 'High school',
    'intro.contact.gradeDetail': 'Year',
    'intro.contact.gradeDetail.option': 'Year {year}',
    'intro.contact.gradeDetail.first': 'Choose the school first',
    'intro.contact.teacher': 'Teacher',
    'intro.contact.teacherHint': 'See the teachers’ profiles on the Academy page.',
    'intro.contact.content': 'What would you like to ask?',
    'intro.contact.timeSlots': 'Preferred class times',
    'intro.contact.timeSlotsHint':
      'Weekday evenings. Choose the start of each class; one class a day, up to four a week.',
    'intro.contact.agreement': 'I agree to the collection and use of personal information',
    'intro.contact.agreementHint':
      'Name and phone number, to answer this enquiry; kept for 1 year.',
    'intro.contact.marketing': 'I would like news and offers (optional)',
    'intro.contact.readPolicy': 'Read the privacy policy',
    'intro.contact.readMarketing': 'Read the marketing consent',
    'intro.contact.submit': 'Send the enquiry',
    'intro.contact.missing': 'Please fill in all required fields.',
    'intro.contact.missingField': 'Missing or not valid: {field}.',
    'intro.contact.failed': 'The enquiry was not sent. What you typed is kept; please try again.',
  },
  ko: {
    'intro.contact.title': '입학 상담 신청',
    'intro.contact.lead':
      '학생과 가능한 요일·시간을 알려 주세요. 레벨 테스트와 첫 수업 일정을 전화로 안내해 드립니다.',
    'intro.contact.tabs': '수업 종류',
    'intro.contact.tab.personal': '1:1 수업',
    'intro.contact.tab.individualPace': '개인 맞춤 수업',
    'intro.contact.tab.personalNote':
      '선생님 한 명과 학생 한 명의 수업입니다. 초등은 60분, 중등·고등은 2시간 수업입니다.',
    'intro.contact.tab.individualPaceNote':
      '중학생 대상, 주 2회 이상 2시간 수업이며 주말 테스트 시간이 포함됩니다.',
    'intro.contact.period': '{end}까지 상담 신청을 받습니다.',
    'intro.contact.periodFrom': '{start}부터 {end}까지 상담 신청을 받습니다.',
    'intro.contact.closed':
      '이번 학기 상담 신청은 {end}에 마감되었습니다. 고객센터로 전화해 주세요.',
    'intro.contact.settingPending': '신청서를 준비하고 있습니다…',
    'intro.contact.settingFailed': '학원 설정을 불러오지 못해 지금은 신청할 수 없습니다.',
    'intro.contact.noRecipient': '학원이 신청 받을 곳을 정하지 않아 지금은 신청할 수 없습니다.',
    'intro.contact.form': '상담 신청서',
    'intro.contact.required': '* 표시는 필수 항목입니다.',
    'intro.contact.name': '이름',
    'intro.contact.phone': '연락처',
    'intro.contact.phoneHint': '숫자만 입력해 주세요. 예: 01012345678',
    'intro.contact.author': '작성자',
    'intro.contact.author.parent': '학부모',
    'intro.contact.author.student': '학생',
    'intro.contact.grade': '학교',
    'intro.contact.grade.elementary': '초등학교',
    'intro.contact.grade.middle': '중학교',
    'intro.contact.grade.high': '고등학교',
    'intro.contact.gradeDetail': '학년',
    'intro.contact.gradeDetail.option': '{year}학년',
    'intro.contact.gradeDetail.first': '학교를 먼저 선택해 주세요',
    'intro.contact.teacher': '희망 선생님',
    'intro.contact.teacherHint': '선생님 소개는 학원 소개 페이지에서 볼 수 있습니다.',
    'intro.contact.content': '문의 내용',
    'intro.contact.timeSlots': '희망 수업 시간',
    'intro.contact.timeSlotsHint':
      '평일 저녁입니다. 수업 시작 시간을 고르세요. 하루 한 수업, 주 4회까지 고를 수 있습니다.',
    'intro.contact.agreement': '개인정보 수집·이용에 동의합니다',
    'intro.contact.agreementHint': '상담 응대를 위해 이름과 연락처를 수집하며 1년간 보관합니다.',
    'intro.contact.marketing': '소식과 혜택 안내를 받겠습니다 (선택)',
    'intro.contact.readPolicy': '개인정보 처리방침 보기',
    'intro.contact.readMarketing': '마케팅 정보 수신 동의 보기',
    'intro.contact.submit': '상담 신청하기',
    'intro.contact.missing': '필수 항목을 모두 입력해 주세요.',
    'intro.contact.missingField': '입력하지 않았거나 올바르지 않은 항목: {field}',
    'intro.contact.failed':
      '상담 신청을 보내지 못했습니다. 입력한 내용은 그대로 있으니 다시 시도해 주세요.',
  },
});

export type ContactTextKey = keyof (typeof contactTexts)['en'];
