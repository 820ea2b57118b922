import {
  type Enquiry,
  type EnquiryGrade,
  type EnquiryTimeSlot,
  enquiryAuthorValue,
  enquiryGradeValue,
} from '../schemas/enquiry.ts';
import type { z } from '../zod.ts';
import { isDigitsOnly } from './contact.ts';
import { LIMITS } from './limits.ts';
import { type ValidationFault, validationFault } from './messages.ts';
import { charCount, validateEnquiryContent, validateName } from './text.ts';
import { validateEnquiryTimeSlots } from './timeSlots.ts';
import { isBlank } from './visibleText.ts';

/**
 * The enquiry form's rules, screens.md §5 Enquiry: "Required: name, phone (numeric), author,
 * grade, gradeDetail, teacher, agreement (else alert to fill all required). Content max 300 with
 * counter. gradeDetail 1-6 elementary, 1-3 otherwise. Individual-pace offers only middle school,
 * min 2 weekly classes." The form and the mock server both judge an enquiry with them.
 */

/** "gradeDetail 1-6 elementary, 1-3 otherwise". */
export const ENQUIRY_GRADE_DETAIL_MIN = 1;
export const ENQUIRY_GRADE_DETAIL_MAX: Readonly<Record<EnquiryGrade, number>> = {
  elementary: 6,
  middle: 3,
  high: 3,
};

/** The grades each tab offers: "Individual-pace offers only middle school". */
export const ENQUIRY_GRADES: readonly EnquiryGrade[] = enquiryGradeValue.options;
export const ENQUIRY_INDIVIDUAL_PACE_GRADES: readonly EnquiryGrade[] = ['middle'];

export type EnquiryAuthor = z.infer<typeof enquiryAuthorValue>;
export const ENQUIRY_AUTHORS: readonly EnquiryAuthor[] = enquiryAuthorValue.options;

/** The grades the form offers on a tab. */
export function enquiryGradesOffered(individualPace: boolean): readonly EnquiryGrade[] {
  return individualPace ? ENQUIRY_INDIVIDUAL_PACE_GRADES : ENQUIRY_GRADES;
}

/** The grade details (school years) of a grade: 1-6 for elementary, else 1-3. */
export function enquiryGradeDetails(grade: EnquiryGrade): number[] {
  const max = ENQUIRY_GRADE_DETAIL_MAX[grade];
  return Array.from({ length: max - ENQUIRY_GRADE_DETAIL_MIN + 1 }, (_, i) => i + 1);
}

/**
 * The form's fields in the order the form shows them, which is the order of the faults (the
 * first is the one to name and focus, issue 23 item 4). `marketing` is optional and never faults.
 */
export const ENQUIRY_FORM_FIELDS = [
  'name',
  'phone',
  'author',
  'grade',
  'gradeDetail',
  'teacher',
  'content',
  'agreement',
  'timeSlots',
] as const;
export type EnquiryFormField = (typeof ENQUIRY_FORM_FIELDS)[number];

/**
 * The form while it is filled in: nothing chosen yet is null. An `Enquiry` is a draft too, so the
 * mock server checks what it received with the same function.
 */
export interface EnquiryDraft {
  name: string;
  phone: string;
  author: EnquiryAuthor | null;
  teacher: string;
  grade: EnquiryGrade | null;
  gradeDetail: number | null;
  content: string;
  agreement: boolean;
  marketing: boolean;
  timeSlots: readonly EnquiryTimeSlot[];
}

export interface EnquiryValidationOptions {
  /** The individual-pace tab (`type=PRIVATE`): middle school only, at least two classes a week. */
  individualPace: boolean;
}

export interface EnquiryFieldFault {
  field: EnquiryFormField;
  fault: ValidationFault;
}

/** Phone "(numeric)": digits only, up to LIMITS.PHONE_MAX. */
export function validateEnquiryPhone(phone: string): ValidationFault | null {
  if (isBlank(phone)) return validationFault('valid.required');
  if (!isDigitsOnly(phone)) return validationFault('valid.numberOnly');
  return phone.length > LIMITS.PHONE_MAX
    ? validationFault('valid.maxDigits', { max: LIMITS.PHONE_MAX })
    : null;
}

/**
 * The teacher, chosen from the six profiles. assumed: the wire carries the teacher's name, so it is
 * bounded like a name (LIMITS.NAME_MAX); which names exist is the page's list, not a rule here.
 */
export function validateEnquiryTeacher(teacher: string): ValidationFault | null {
  if (isBlank(teacher)) return validationFault('valid.required');
  return charCount(teacher) > LIMITS.NAME_MAX
    ? validationFault('valid.maxLength', { max: LIMITS.NAME_MAX })
    : null;
}

function gradeFault(
  grade: EnquiryGrade | null,
  { individualPace }: EnquiryValidationOptions,
): ValidationFault | null {
  if (grade === null || !ENQUIRY_GRADES.includes(grade)) return validationFault('valid.required');
  return enquiryGradesOffered(individualPace).includes(grade)
    ? null
    : validationFault('valid.enquiryIndividualPaceGrade');
}

function gradeDetailFault(
  grade: EnquiryGrade | null,
  gradeDetail: number | null,
): ValidationFault | null {
  if (gradeDetail === null) return validationFault('valid.required');
  // Without a grade the range is unknown; the grade's own fault says what is missing.
  if (grade === null || !ENQUIRY_GRADES.includes(grade)) return null;
  const max = ENQUIRY_GRADE_DETAIL_MAX[grade];
  return Number.isInteger(gradeDetail) &&
    gradeDetail >= ENQUIRY_GRADE_DETAIL_MIN &&
    gradeDetail <= max
    ? null
    : validationFault('valid.enquiryGradeDetail', { max });
}

/**
 * Every fault of an enquiry, by field, in the form's order (ENQUIRY_FORM_FIELDS); empty when it
 * may be sent. The time slots are judged by the grid's own rules (validateEnquiryTimeSlots) for
 * the chosen grade and tab. assumed: "agreement" required means it is given (true); the name's
 * rule is the user name's (required, LIMITS.NAME_MAX, blank counts as empty).
 */
export function validateEnquiry(
  enquiry: EnquiryDraft,
  options: EnquiryValidationOptions,
): EnquiryFieldFault[] {
  const authorKnown = enquiry.author !== null && ENQUIRY_AUTHORS.includes(enquiry.author);
  const byField: Record<EnquiryFormField, ValidationFault | null> = {
    name: validateName(enquiry.name),
    phone: validateEnquiryPhone(enquiry.phone),
    author: authorKnown ? null : validationFault('valid.required'),
    grade: gradeFault(enquiry.grade, options),
    gradeDetail: gradeDetailFault(enquiry.grade, enquiry.gradeDetail),
    teacher: validateEnquiryTeacher(enquiry.teacher),
    content: validateEnquiryContent(enquiry.content),
    agreement: enquiry.agreement === true ? null : validationFault('valid.required'),
    timeSlots: validateEnquiryTimeSlots(enquiry.timeSlots, {
      grade: enquiry.grade,
      individualPace: options.individualPace,
    }),
  };
  return ENQUIRY_FORM_FIELDS.flatMap((field) => {
    const fault = byField[field];
    return fault ? [{ field, fault }] : [];
  });
}

/** Whether a draft may be sent as it is: then it is a whole Enquiry. */
export function isSendableEnquiry(
  enquiry: EnquiryDraft,
  options: EnquiryValidationOptions,
): enquiry is Enquiry {
  return validateEnquiry(enquiry, options).length === 0;
}

/**
 * The academy page's short demo request (issue 23 item 4). The spec shows only the mail's fields;
 * assumed: name, phone (digits), institution and a message of up to 300 characters.
 */
export interface DemoRequest {
  name: string;
  phone: string;
  institution: string;
  message: string;
}

/** assumed: an institution's name, bounded like a room name (LIMITS.ROOM_NAME_MAX, 50). */
export const DEMO_REQUEST_INSTITUTION_MAX = LIMITS.ROOM_NAME_MAX;
/** assumed: the demo request's message is bounded like the enquiry's content (300). */
export const DEMO_REQUEST_MESSAGE_MAX = LIMITS.ENQUIRY_CONTENT_MAX;

export const DEMO_REQUEST_FIELDS = ['name', 'phone', 'institution', 'message'] as const;
export type DemoRequestField = (typeof DEMO_REQUEST_FIELDS)[number];

export interface DemoRequestFieldFault {
  field: DemoRequestField;
  fault: ValidationFault;
}

/**
 * The demo request's faults in the form's order. assumed: name, phone and institution required,
 * the message optional (as the enquiry's content).
 */
export function validateDemoRequest(request: DemoRequest): DemoRequestFieldFault[] {
  const institutionTooLong = charCount(request.institution) > DEMO_REQUEST_INSTITUTION_MAX;
  const byField: Record<DemoRequestField, ValidationFault | null> = {
    name: validateName(request.name),
    phone: validateEnquiryPhone(request.phone),
    institution: isBlank(request.institution)
      ? validationFault('valid.required')
      : institutionTooLong
        ? validationFault('valid.maxLength', { max: DEMO_REQUEST_INSTITUTION_MAX })
        : null,
    message:
      charCount(request.message) > DEMO_REQUEST_MESSAGE_MAX
        ? validationFault('valid.maxLength', { max: DEMO_REQUEST_MESSAGE_MAX })
        : null,
  };
  return DEMO_REQUEST_FIELDS.flatMap((field) => {
    const fault = byField[field];
    return fault ? [{ field, fault }] : [];
  });
}
