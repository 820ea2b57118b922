import { describe, expect, it } from 'vitest';
import type { Enquiry } from '../schemas/enquiry.ts';
import {
  DEMO_REQUEST_INSTITUTION_MAX,
  type DemoRequest,
  ENQUIRY_FORM_FIELDS,
  ENQUIRY_GRADE_DETAIL_MAX,
  type EnquiryDraft,
  enquiryGradeDetails,
  enquiryGradesOffered,
  isSendableEnquiry,
  validateDemoRequest,
  validateEnquiry,
} from './enquiry.ts';
import { LIMITS } from './limits.ts';
import { validationMessage } from './messages.ts';

/** A middle-school enquiry that passes on both tabs: two evenings of two-hour classes. */
const good: Enquiry = {
  name: '홍길동',
  phone: '01012345678',
  author: 'parent',
  teacher: '김보다',
  grade: 'middle',
  gradeDetail: 2,
  content: '진도 상담을 원합니다.',
  agreement: true,
  marketing: false,
  timeSlots: [
    { day: 'MON', start: '18:30' },
    { day: 'WED', start: '19:00' },
  ],
};
const personal = { individualPace: false };
const individualPace = { individualPace: true };

const empty: EnquiryDraft = {
  name: '',
  phone: '',
  author: null,
  teacher: '',
  grade: null,
  gradeDetail: null,
  content: '',
  agreement: false,
  marketing: false,
  timeSlots: [],
};

/** The faults of a changed good enquiry, as `field: key`. */
const faultsOf = (change: Partial<EnquiryDraft>, options = personal) =>
  validateEnquiry({ ...good, ...change }, options).map(
    ({ field, fault }) => `${field}: ${fault.key}`,
  );

describe('validateEnquiry (screens.md §5 Enquiry)', () => {
  it('passes a whole enquiry on either tab', () => {
    expect(validateEnquiry(good, personal)).toEqual([]);
    expect(validateEnquiry(good, individualPace)).toEqual([]);
    expect(isSendableEnquiry(good, individualPace)).toBe(true);
  });

  it('names every missing required field in the form’s order', () => {
    const faults = validateEnquiry(empty, personal);
    expect(faults.map(({ field }) => field)).toEqual([
      'name',
      'phone',
      'author',
      'grade',
      'gradeDetail',
      'teacher',
      'agreement',
    ]);
    expect(faults.every(({ fault }) => fault.key === 'valid.required')).toBe(true);
    expect(isSendableEnquiry(empty, personal)).toBe(false);
    // The order is the one the brief and the form share, content and time slots included.
    expect(ENQUIRY_FORM_FIELDS).toEqual([
      'name',
      'phone',
      'author',
      'grade',
      'gradeDetail',
      'teacher',
      'content',
      'agreement',
      'timeSlots',
    ]);
  });

  it('takes a name of up to 20 characters that shows something', () => {
    expect(faultsOf({ name: '가'.repeat(LIMITS.NAME_MAX) })).toEqual([]);
    expect(faultsOf({ name: '가'.repeat(LIMITS.NAME_MAX + 1) })).toEqual(['name: valid.maxLength']);
    expect(faultsOf({ name: ' \u200b ' })).toEqual(['name: valid.required']);
  });

  it('takes a phone of digits only, up to 16 ("phone (numeric)")', () => {
    expect(faultsOf({ phone: '1'.repeat(LIMITS.PHONE_MAX) })).toEqual([]);
    expect(faultsOf({ phone: '1'.repeat(LIMITS.PHONE_MAX + 1) })).toEqual([
      'phone: valid.maxDigits',
    ]);
    for (const phone of ['010-1234-5678', '+821012345678', '010 1234', '０１０']) {
      expect(faultsOf({ phone }), phone).toEqual(['phone: valid.numberOnly']);
    }
    expect(faultsOf({ phone: '  ' })).toEqual(['phone: valid.required']);
  });

  it('takes the school years 1-6 for elementary and 1-3 otherwise', () => {
    expect(ENQUIRY_GRADE_DETAIL_MAX).toEqual({ elementary: 6, middle: 3, high: 3 });
    expect(enquiryGradeDetails('elementary')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(enquiryGradeDetails('high')).toEqual([1, 2, 3]);
    const elementary = { grade: 'elementary' as const, timeSlots: [] };
    expect(faultsOf({ ...elementary, gradeDetail: 6 })).toEqual([]);
    expect(faultsOf({ ...elementary, gradeDetail: 7 })).toEqual([
      'gradeDetail: valid.enquiryGradeDetail',
    ]);
    for (const gradeDetail of [0, 4, -1, 1.5, Number.NaN]) {
      expect(faultsOf({ gradeDetail }), String(gradeDetail)).toEqual([
        'gradeDetail: valid.enquiryGradeDetail',
      ]);
    }
    const [fault] = validateEnquiry({ ...good, gradeDetail: 4 }, personal);
    expect(fault && validationMessage(fault.fault, 'en')).toBe('Choose a school year from 1 to 3.');
    expect(fault && validationMessage(fault.fault, 'ko')).toBe(
      '1학년부터 3학년까지 선택해 주세요.',
    );
  });

  it('offers only middle school on the individual-pace tab, with at least two classes', () => {
    expect(enquiryGradesOffered(true)).toEqual(['middle']);
    expect(enquiryGradesOffered(false)).toEqual(['elementary', 'middle', 'high']);
    expect(faultsOf({ grade: 'high' }, individualPace)).toEqual([
      'grade: valid.enquiryIndividualPaceGrade',
    ]);
    expect(faultsOf({ grade: 'elementary', timeSlots: [] }, individualPace)).toEqual([
      'grade: valid.enquiryIndividualPaceGrade',
      'timeSlots: valid.enquiryClassesMin',
    ]);
    const oneClass = { timeSlots: [{ day: 'MON' as const, start: '18:30' }] };
    expect(faultsOf(oneClass, individualPace)).toEqual(['timeSlots: valid.enquiryClassesMin']);
    expect(faultsOf(oneClass, personal)).toEqual([]);
  });

  it('judges the time slots by the grid’s rules for the grade', () => {
    const late = { timeSlots: [{ day: 'MON' as const, start: '21:30' }] };
    expect(faultsOf(late)).toEqual(['timeSlots: valid.enquiryLastStart']);
    // An elementary class is one hour, so it may start later (validateEnquiryTimeSlots).
    expect(faultsOf({ ...late, grade: 'elementary' })).toEqual([]);
    expect(faultsOf({ timeSlots: [{ day: 'SAT' as never, start: '19:00' }] })).toEqual([
      'timeSlots: valid.enquiryTimeSlot',
    ]);
  });

  it('bounds the content at 300 and wants the agreement, not the marketing consent', () => {
    expect(faultsOf({ content: '가'.repeat(LIMITS.ENQUIRY_CONTENT_MAX) })).toEqual([]);
    expect(faultsOf({ content: '가'.repeat(LIMITS.ENQUIRY_CONTENT_MAX + 1) })).toEqual([
      'content: valid.maxLength',
    ]);
    expect(faultsOf({ content: '' })).toEqual([]);
    expect(faultsOf({ agreement: false })).toEqual(['agreement: valid.required']);
    expect(faultsOf({ marketing: true })).toEqual([]);
  });

  it('wants a teacher and an author of the two the form offers', () => {
    expect(faultsOf({ teacher: '' })).toEqual(['teacher: valid.required']);
    expect(faultsOf({ author: 'student' })).toEqual([]);
    expect(faultsOf({ author: 'grandparent' as never })).toEqual(['author: valid.required']);
  });
});

describe('validateDemoRequest (assumed fields)', () => {
  const request: DemoRequest = {
    name: '이보다',
    phone: '0212345678',
    institution: '새봄 수학교실',
    message: '',
  };
  it('wants a name, a phone of digits and an institution; the message is optional', () => {
    expect(validateDemoRequest(request)).toEqual([]);
    expect(
      validateDemoRequest({ name: '', phone: '', institution: ' ', message: '' }).map(
        ({ field }) => field,
      ),
    ).toEqual(['name', 'phone', 'institution']);
  });
  it('bounds the institution and the message', () => {
    const long = validateDemoRequest({
      ...request,
      phone: '02-1234',
      institution: '가'.repeat(DEMO_REQUEST_INSTITUTION_MAX + 1),
      message: '가'.repeat(LIMITS.ENQUIRY_CONTENT_MAX + 1),
    });
    expect(long.map(({ field, fault }) => `${field}: ${fault.key}`)).toEqual([
      'phone: valid.numberOnly',
      'institution: valid.maxLength',
      'message: valid.maxLength',
    ]);
  });
});
