import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DemoRequest, ENQUIRY_GRADE_DETAIL_MAX } from '../validation/enquiry.ts';
import { ENQUIRY_DAYS, ENQUIRY_SLOT_STARTS } from '../validation/timeSlots.ts';
import { type Enquiry, enquiryGradeValue, enquiryMailSchema } from './enquiry.ts';
import {
  demoRequestMail,
  demoRequestMailText,
  enquiryMail,
  enquiryMailText,
  readDemoRequestMailText,
  readEnquiryMailText,
} from './enquiryMail.ts';

const setting = {
  mailRecipients: ['desk@mathacademy.example.kr', 'head@mathacademy.example.kr'],
  mailSender: 'noreply@mathacademy.example.kr',
};

const enquiry: Enquiry = {
  name: '홍길동',
  phone: '01012345678',
  author: 'parent',
  teacher: '김보다',
  grade: 'middle',
  gradeDetail: 2,
  content: '진도 상담을 원합니다.\n시간: 평일 저녁, 주 2회\n감사합니다.',
  agreement: true,
  marketing: false,
  timeSlots: [
    { day: 'MON', start: '18:30' },
    { day: 'WED', start: '19:00' },
  ],
};

const readBack = (value: Enquiry, individualPace: boolean) =>
  readEnquiryMailText(enquiryMailText(value, { individualPace }));

describe('the enquiry as a mail text (assumed layout)', () => {
  it('is a labelled Korean text, one field a line, the content last as typed', () => {
    expect(enquiryMailText(enquiry, { individualPace: true })).toBe(
      [
        '[상담 신청] 개인 맞춤 수업',
        '이름: 홍길동',
        '연락처: 01012345678',
        '작성자: 학부모',
        '학년: 중학교 2학년',
        '담당 선생님: 김보다',
        '희망 시간: 월 18:30~20:30, 수 19:00~21:00',
        '개인정보 수집·이용 동의: 동의함',
        '마케팅 정보 수신 동의: 동의하지 않음',
        '문의 내용:',
        '진도 상담을 원합니다.',
        '시간: 평일 저녁, 주 2회',
        '감사합니다.',
      ].join('\n'),
    );
    const elementary = { ...enquiry, grade: 'elementary' as const, timeSlots: [], content: '' };
    expect(enquiryMailText(elementary, { individualPace: false })).toBe(
      [
        '[상담 신청] 1:1 수업',
        '이름: 홍길동',
        '연락처: 01012345678',
        '작성자: 학부모',
        '학년: 초등학교 2학년',
        '담당 선생님: 김보다',
        '희망 시간: 없음',
        '개인정보 수집·이용 동의: 동의함',
        '마케팅 정보 수신 동의: 동의하지 않음',
        '문의 내용:',
        '',
      ].join('\n'),
    );
  });

  it('reads back the same enquiry for every grade, school year and both tabs', () => {
    for (const grade of enquiryGradeValue.options) {
      for (let gradeDetail = 1; gradeDetail <= ENQUIRY_GRADE_DETAIL_MAX[grade]; gradeDetail += 1) {
        for (const individualPace of [false, true]) {
          for (const author of ['parent', 'student'] as const) {
            const value = { ...enquiry, grade, gradeDetail, author, marketing: individualPace };
            expect(readBack(value, individualPace), `${grade} ${gradeDetail}`).toEqual({
              enquiry: value,
              individualPace,
            });
          }
        }
      }
    }
  });

  it('keeps Korean, commas, colons, line breaks and label-like lines inside the content', () => {
    for (const content of [
      '',
      '\n',
      '가, 나, 다: 라\n\n이름: 가짜\n문의 내용:\n희망 시간: 일 09:00~11:00',
      'Windows 줄바꿈\r\n두 번째 줄\r\n',
      '  앞뒤 공백  ',
      '\\n 은 줄바꿈이 아닙니다 \\',
      '😀 이모지와 \u200b 폭 없는 공백',
    ]) {
      expect(readBack({ ...enquiry, content }, false)?.enquiry.content).toBe(content);
    }
  });

  it('keeps a one-line field on its line: a line break or a backslash in a name survives', () => {
    const odd = { ...enquiry, name: '홍\n길동\\n', teacher: '김\r보다: 1:1' };
    const text = enquiryMailText(odd, { individualPace: false });
    expect(text.split('\n')[1]).toBe('이름: 홍\\n길동\\\\n');
    expect(readEnquiryMailText(text)?.enquiry).toEqual(odd);
  });

  it('reads back every class of the grid for each grade', () => {
    for (const grade of enquiryGradeValue.options) {
      const timeSlots = ENQUIRY_DAYS.flatMap((day) =>
        ENQUIRY_SLOT_STARTS.map((start) => ({ day, start })),
      );
      const value = { ...enquiry, grade, gradeDetail: 1, timeSlots };
      expect(readBack(value, false)?.enquiry.timeSlots).toEqual(timeSlots);
    }
  });

  it('reads back any name, teacher and content (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 25 }),
        fc.string({ unit: 'binary', maxLength: 25 }),
        fc.string({ unit: 'binary', maxLength: 80 }),
        (name, teacher, content) => {
          const value = { ...enquiry, name, teacher, content };
          expect(readBack(value, true)).toEqual({ enquiry: value, individualPace: true });
        },
      ),
    );
  });

  it('reads nothing from a text the writer would not write', () => {
    const text = enquiryMailText(enquiry, { individualPace: false });
    const lines = text.split('\n');
    const withLine = (index: number, replacement: string) =>
      lines.map((line, at) => (at === index ? replacement : line)).join('\n');
    for (const [label, broken] of [
      ['empty', ''],
      ['the demo title', text.replace('[상담 신청] 1:1 수업', '[데모 신청]')],
      ['an unknown tab', withLine(0, '[상담 신청] 그룹 수업')],
      ['a label changed', withLine(1, '성명: 홍길동')],
      ['no space after the colon', withLine(1, '이름:홍길동')],
      ['two lines swapped', [lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n')],
      ['an unknown author', withLine(3, '작성자: 조부모')],
      ['a school year written 02', withLine(4, '학년: 중학교 02학년')],
      ['an unknown school', withLine(4, '학년: 대학교 2학년')],
      ['a weekend day', withLine(6, '희망 시간: 토 18:30~20:30')],
      [
        'a class end that is not its start plus two hours',
        withLine(6, '희망 시간: 월 18:30~19:30'),
      ],
      [
        'classes without the comma and space',
        withLine(6, '희망 시간: 월 18:30~20:30,수 19:00~21:00'),
      ],
      ['a consent neither given nor refused', withLine(7, '개인정보 수집·이용 동의: 예')],
      ['a header line ending in CR', text.replace('이름: 홍길동\n', '이름: 홍길동\r\n')],
      ['a dangling escape', withLine(1, '이름: 홍길동\\')],
      ['an unknown escape', withLine(1, '이름: 홍\\t길동')],
      ['no content label', lines.slice(0, 9).join('\n')],
    ] as const) {
      expect(readEnquiryMailText(broken), label).toBeNull();
    }
    expect(readEnquiryMailText(undefined as unknown as string)).toBeNull();
  });

  it('reads the shape only: an enquiry the rules refuse still reads back', () => {
    const refused = { ...enquiry, grade: 'elementary' as const, gradeDetail: 7, agreement: false };
    expect(readBack(refused, true)?.enquiry).toEqual(refused);
  });
});

describe('enquiryMail: the SEND_MAIL request', () => {
  it('sends to the configured recipients from the configured sender', () => {
    const mail = enquiryMail(enquiry, { individualPace: true, setting });
    expect(mail).toEqual({
      recipients: setting.mailRecipients,
      sender: setting.mailSender,
      subject: '[상담 신청] 홍길동 · 중2 · 개인 맞춤',
      textContent: enquiryMailText(enquiry, { individualPace: true }),
      senderPhone: '01012345678',
      name: '홍길동',
      phone: '01012345678',
    });
    expect(enquiryMailSchema.safeParse(mail).success).toBe(true);
    const high = { ...enquiry, grade: 'high' as const, gradeDetail: 3 };
    expect(enquiryMail(high, { individualPace: false, setting })?.subject).toBe(
      '[상담 신청] 홍길동 · 고3 · 1:1',
    );
  });

  it('is null when the setting names no recipient or no sender', () => {
    expect(
      enquiryMail(enquiry, { individualPace: false, setting: { ...setting, mailSender: null } }),
    ).toBeNull();
    expect(
      enquiryMail(enquiry, { individualPace: false, setting: { ...setting, mailRecipients: [] } }),
    ).toBeNull();
  });
});

describe('the demo request as a mail', () => {
  const request: DemoRequest = {
    name: '이보다',
    phone: '0212345678',
    institution: '새봄 수학교실',
    message: '다음 주 화요일 오후에\n시연을 보고 싶습니다: 30분 정도',
  };

  it('writes a labelled text and reads it back', () => {
    const text = demoRequestMailText(request);
    expect(text).toBe(
      [
        '[데모 신청]',
        '이름: 이보다',
        '연락처: 0212345678',
        '기관: 새봄 수학교실',
        '요청 내용:',
        '다음 주 화요일 오후에',
        '시연을 보고 싶습니다: 30분 정도',
      ].join('\n'),
    );
    expect(readDemoRequestMailText(text)).toEqual(request);
    expect(readDemoRequestMailText(demoRequestMailText({ ...request, message: '' }))).toEqual({
      ...request,
      message: '',
    });
    expect(readDemoRequestMailText(text.replace('기관:', '학원:'))).toBeNull();
    expect(readDemoRequestMailText(enquiryMailText(enquiry, { individualPace: false }))).toBeNull();
    expect(readEnquiryMailText(text)).toBeNull();
  });

  it('is the INTRO_DEMO_SEND_MAIL request, addressed by the setting', () => {
    expect(demoRequestMail(request, setting)).toEqual({
      recipients: setting.mailRecipients,
      sender: setting.mailSender,
      subject: '[데모 신청] 이보다 · 새봄 수학교실',
      textContent: demoRequestMailText(request),
      senderPhone: request.phone,
      name: request.name,
      phone: request.phone,
    });
    expect(demoRequestMail(request, { ...setting, mailRecipients: [] })).toBeNull();
  });
});
