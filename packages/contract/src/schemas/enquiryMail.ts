import type { IntroSetting } from '../intro/introSetting.ts';
import type { DemoRequest } from '../validation/enquiry.ts';
import { classEnd } from '../validation/timeSlots.ts';
import {
  type Enquiry,
  type EnquiryDay,
  type EnquiryGrade,
  type EnquiryMail,
  type EnquiryTimeSlot,
  enquirySchema,
} from './enquiry.ts';

/**
 * The enquiry and the demo request as e-mails. The spec gives the mail call's fields only
 * (recipients, sender, subject, textContent, senderPhone, name, phone: foundation.md §7), so the
 * form's answers travel in `textContent`. assumed: a labelled plain text in Korean for the
 * academy's desk, one field a line in a fixed order, the free text last and verbatim, so that a
 * program (the mock server, a desk tool) reads it back exactly: `readEnquiryMailText` accepts
 * only what `enquiryMailText` writes. The layout is a wire format, not a UI text: it does not
 * follow the visitor's language.
 */

/** The first words of the subject and of the text (assumed). */
export const ENQUIRY_MAIL_TITLE = '[상담 신청]';
export const DEMO_REQUEST_MAIL_TITLE = '[데모 신청]';

const DAY_LABEL: Readonly<Record<EnquiryDay, string>> = {
  MON: '월',
  TUE: '화',
  WED: '수',
  THU: '목',
  FRI: '금',
};
const AUTHOR_LABEL: Readonly<Record<Enquiry['author'], string>> = {
  parent: '학부모',
  student: '학생',
};
const GRADE_LABEL: Readonly<Record<EnquiryGrade, string>> = {
  elementary: '초등학교',
  middle: '중학교',
  high: '고등학교',
};
/** 초2, 중1, 고3: how the desk writes a school year in short (the subject). */
const GRADE_SHORT: Readonly<Record<EnquiryGrade, string>> = {
  elementary: '초',
  middle: '중',
  high: '고',
};
/** The two tabs of /intro/contact, as the site's menu names them. */
const TRACK_LABEL = { personal: '1:1 수업', individualPace: '개인 맞춤 수업' } as const;
const TRACK_SHORT = { personal: '1:1', individualPace: '개인 맞춤' } as const;
const CONSENT = { yes: '동의함', no: '동의하지 않음' } as const;
const NO_SLOTS = '없음';

const LABEL = {
  name: '이름',
  phone: '연락처',
  author: '작성자',
  grade: '학년',
  teacher: '담당 선생님',
  timeSlots: '희망 시간',
  agreement: '개인정보 수집·이용 동의',
  marketing: '마케팅 정보 수신 동의',
  content: '문의 내용',
  institution: '기관',
  message: '요청 내용',
} as const;

/**
 * A one-line field keeps its line: a backslash and a line break are written as `\\`, `\n`, `\r`
 * (a name typed on a phone never has them, a pasted one might).
 */
function oneLine(value: string): string {
  return value.replace(/[\\\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\n' ? '\\n' : '\\r',
  );
}

function fromOneLine(value: string): string | null {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const char = value.charAt(i);
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = value.charAt(i + 1);
    if (next === '\\') out += '\\';
    else if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else return null;
    i += 1;
  }
  return out;
}

const line = (label: string, value: string) => `${label}: ${value}`;

/** Splits off the first `count` lines; the rest (line breaks and all) is the free text. */
function headAndRest(text: string, count: number): { head: string[]; rest: string } | null {
  const head: string[] = [];
  let rest = text;
  for (let i = 0; i < count; i += 1) {
    const at = rest.indexOf('\n');
    if (at < 0) return null;
    head.push(rest.slice(0, at));
    rest = rest.slice(at + 1);
  }
  return { head, rest };
}

/** The value of a `label: value` line, or null when the line has another label. */
function fieldValue(text: string | undefined, label: string): string | null {
  const prefix = `${label}: `;
  return text?.startsWith(prefix) ? text.slice(prefix.length) : null;
}

/** A one-line field's value (see oneLine), or null when the line is not that field's. */
function oneLineValueOf(text: string | undefined, label: string): string | null {
  const value = fieldValue(text, label);
  return value === null ? null : fromOneLine(value);
}

function keyOf<K extends string>(labels: Readonly<Record<K, string>>, text: string): K | null {
  const found = (Object.keys(labels) as K[]).find((key) => labels[key] === text);
  return found ?? null;
}

function slotText(slot: EnquiryTimeSlot, grade: EnquiryGrade): string {
  return `${DAY_LABEL[slot.day]} ${slot.start}~${classEnd(slot.start, grade)}`;
}

const SLOT = /^(\S+) (\d{2}:\d{2})~\d{2}:\d{2}$/;

function readSlots(text: string): EnquiryTimeSlot[] | null {
  if (text === NO_SLOTS) return [];
  const slots: EnquiryTimeSlot[] = [];
  for (const part of text.split(', ')) {
    const match = SLOT.exec(part);
    const day = match ? keyOf(DAY_LABEL, match[1] ?? '') : null;
    if (!match || !day) return null;
    slots.push({ day, start: match[2] ?? '' });
  }
  return slots;
}

export interface EnquiryMailOptions {
  /** The individual-pace tab (`type=PRIVATE`); otherwise the one-to-one class. */
  individualPace: boolean;
}

/**
 * The enquiry as the mail's text: the tab on the title line, then name, phone, author, grade,
 * teacher, the chosen classes (day, start~end), the two consents, and the content last, as typed.
 *
 * ```
 * [상담 신청] 개인 맞춤 수업
 * 이름: 홍길동
 * 연락처: 01012345678
 * 작성자: 학부모
 * 학년: 중학교 2학년
 * 담당 선생님: 김보다
 * 희망 시간: 월 18:30~20:30, 수 19:00~21:00
 * 개인정보 수집·이용 동의: 동의함
 * 마케팅 정보 수신 동의: 동의하지 않음
 * 문의 내용:
 * (the content, every line of it)
 * ```
 */
export function enquiryMailText(enquiry: Enquiry, { individualPace }: EnquiryMailOptions): string {
  const slots = enquiry.timeSlots.map((slot) => slotText(slot, enquiry.grade)).join(', ');
  const head = [
    `${ENQUIRY_MAIL_TITLE} ${TRACK_LABEL[individualPace ? 'individualPace' : 'personal']}`,
    line(LABEL.name, oneLine(enquiry.name)),
    line(LABEL.phone, oneLine(enquiry.phone)),
    line(LABEL.author, AUTHOR_LABEL[enquiry.author]),
    line(LABEL.grade, `${GRADE_LABEL[enquiry.grade]} ${enquiry.gradeDetail}학년`),
    line(LABEL.teacher, oneLine(enquiry.teacher)),
    line(LABEL.timeSlots, slots || NO_SLOTS),
    line(LABEL.agreement, enquiry.agreement ? CONSENT.yes : CONSENT.no),
    line(LABEL.marketing, enquiry.marketing ? CONSENT.yes : CONSENT.no),
    `${LABEL.content}:`,
  ];
  return `${head.join('\n')}\n${enquiry.content}`;
}

const ENQUIRY_HEAD_LINES = 10;
const GRADE_LINE = /^(\S+) (\d{1,2})학년$/;

/**
 * Reads an enquiry mail's text back: the enquiry and its tab, or null for a text that is not
 * exactly what `enquiryMailText` writes (a label, an order, a value or a line break off). It reads
 * the shape only: whether the enquiry may be sent is `validateEnquiry`'s to say.
 */
export function readEnquiryMailText(
  textContent: string,
): { enquiry: Enquiry; individualPace: boolean } | null {
  if (typeof textContent !== 'string') return null;
  const split = headAndRest(textContent, ENQUIRY_HEAD_LINES);
  if (!split) return null;
  const [title, name, phone, author, grade, teacher, slots, agreement, marketing, contentLabel] =
    split.head;
  const track = title?.startsWith(`${ENQUIRY_MAIL_TITLE} `)
    ? keyOf(TRACK_LABEL, title.slice(ENQUIRY_MAIL_TITLE.length + 1))
    : null;
  const gradeMatch = GRADE_LINE.exec(fieldValue(grade, LABEL.grade) ?? '');
  const parsed = enquirySchema.safeParse({
    name: oneLineValueOf(name, LABEL.name),
    phone: oneLineValueOf(phone, LABEL.phone),
    author: keyOf(AUTHOR_LABEL, fieldValue(author, LABEL.author) ?? ''),
    grade: gradeMatch ? keyOf(GRADE_LABEL, gradeMatch[1] ?? '') : null,
    gradeDetail: gradeMatch ? Number(gradeMatch[2]) : null,
    teacher: oneLineValueOf(teacher, LABEL.teacher),
    timeSlots: readSlots(fieldValue(slots, LABEL.timeSlots) ?? ''),
    agreement: keyOf(CONSENT, fieldValue(agreement, LABEL.agreement) ?? '') === 'yes',
    marketing: keyOf(CONSENT, fieldValue(marketing, LABEL.marketing) ?? '') === 'yes',
    content: split.rest,
  });
  if (!track || !parsed.success || contentLabel !== `${LABEL.content}:`) return null;
  const read = { enquiry: parsed.data, individualPace: track === 'individualPace' };
  // Anything the fields above let through loosely (a consent neither yes nor no, a class's end,
  // a leading zero) is caught here: only the writer's own text reads back.
  return enquiryMailText(read.enquiry, read) === textContent ? read : null;
}

/** `[상담 신청] 홍길동 · 중2 · 개인 맞춤` (assumed). */
export function enquiryMailSubject(enquiry: Enquiry, { individualPace }: EnquiryMailOptions) {
  const year = `${GRADE_SHORT[enquiry.grade]}${enquiry.gradeDetail}`;
  const track = TRACK_SHORT[individualPace ? 'individualPace' : 'personal'];
  return `${ENQUIRY_MAIL_TITLE} ${oneLine(enquiry.name)} · ${year} · ${track}`;
}

/**
 * Where the public site's mails go and who sends them: INTRO_SETTING's configuration, never the
 * browser's own choice (issue 23 item 4). Null when the setting names no recipient or no sender:
 * the site then has nowhere to send to.
 */
export function introMailAddresses(
  setting: Pick<IntroSetting, 'mailRecipients' | 'mailSender'>,
): { recipients: string[]; sender: string } | null {
  const { mailRecipients, mailSender } = setting;
  return mailRecipients.length > 0 && mailSender
    ? { recipients: [...mailRecipients], sender: mailSender }
    : null;
}

/**
 * The enquiry e-mail request (`openServiceIntroMail.SEND_MAIL`): recipients and sender from the
 * setting, the subject, the enquiry as `textContent`, and the enquirer's name and phone (the phone
 * is also the `senderPhone`, the number the desk calls back). Null when the setting cannot send.
 */
export function enquiryMail(
  enquiry: Enquiry,
  options: EnquiryMailOptions & { setting: Pick<IntroSetting, 'mailRecipients' | 'mailSender'> },
): EnquiryMail | null {
  const addresses = introMailAddresses(options.setting);
  if (!addresses) return null;
  return {
    ...addresses,
    subject: enquiryMailSubject(enquiry, options),
    textContent: enquiryMailText(enquiry, options),
    senderPhone: enquiry.phone,
    name: enquiry.name,
    phone: enquiry.phone,
  };
}

/**
 * The demo request as the mail's text, in the enquiry's layout:
 *
 * ```
 * [데모 신청]
 * 이름: 홍길동
 * 연락처: 01012345678
 * 기관: 보다 수학학원
 * 요청 내용:
 * (the message, every line of it)
 * ```
 */
export function demoRequestMailText(request: DemoRequest): string {
  const head = [
    DEMO_REQUEST_MAIL_TITLE,
    line(LABEL.name, oneLine(request.name)),
    line(LABEL.phone, oneLine(request.phone)),
    line(LABEL.institution, oneLine(request.institution)),
    `${LABEL.message}:`,
  ];
  return `${head.join('\n')}\n${request.message}`;
}

/** Reads a demo request mail's text back; null for any text `demoRequestMailText` would not write. */
export function readDemoRequestMailText(textContent: string): DemoRequest | null {
  if (typeof textContent !== 'string') return null;
  const split = headAndRest(textContent, 5);
  if (!split) return null;
  const [title, name, phone, institution, messageLabel] = split.head;
  const read = {
    name: oneLineValueOf(name, LABEL.name),
    phone: oneLineValueOf(phone, LABEL.phone),
    institution: oneLineValueOf(institution, LABEL.institution),
    message: split.rest,
  };
  if (title !== DEMO_REQUEST_MAIL_TITLE || messageLabel !== `${LABEL.message}:`) return null;
  if (read.name === null || read.phone === null || read.institution === null) return null;
  const request: DemoRequest = {
    name: read.name,
    phone: read.phone,
    institution: read.institution,
    message: read.message,
  };
  return demoRequestMailText(request) === textContent ? request : null;
}

/** `[데모 신청] 홍길동 · 보다 수학학원` (assumed). */
export function demoRequestMailSubject(request: DemoRequest): string {
  return `${DEMO_REQUEST_MAIL_TITLE} ${oneLine(request.name)} · ${oneLine(request.institution)}`;
}

/**
 * The demo request e-mail (`openServiceIntroDemo.INTRO_DEMO_SEND_MAIL`), built like the enquiry's.
 * Null when the setting cannot send.
 */
export function demoRequestMail(
  request: DemoRequest,
  setting: Pick<IntroSetting, 'mailRecipients' | 'mailSender'>,
): EnquiryMail | null {
  const addresses = introMailAddresses(setting);
  if (!addresses) return null;
  return {
    ...addresses,
    subject: demoRequestMailSubject(request),
    textContent: demoRequestMailText(request),
    senderPhone: request.phone,
    name: request.name,
    phone: request.phone,
  };
}
