import { z } from '../zod.ts';
import { int } from './primitives.ts';

/** screens.md §3 Enquiry "author (parent or student)". assumed: these wire values. */
export const enquiryAuthorValue = z.enum(['parent', 'student']);
/** screens.md §3 Enquiry "grade (elementary, middle, high)". assumed: these wire values. */
export const enquiryGradeValue = z.enum(['elementary', 'middle', 'high']);
/** screens.md §5: time grid Monday to Friday. assumed: these day names. */
export const enquiryDayValue = z.enum(['MON', 'TUE', 'WED', 'THU', 'FRI']);

/**
 * One chosen weekly class slot (screens.md §3 "weekly time slots"; §5: 30-minute slots 18:30-23:00,
 * a click picks a two-hour block). assumed: a day and the block's start as `HH:mm`.
 */
export const enquiryTimeSlotSchema = z.object({
  day: enquiryDayValue,
  start: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
});
export type EnquiryTimeSlot = z.infer<typeof enquiryTimeSlotSchema>;
export type EnquiryDay = z.infer<typeof enquiryDayValue>;
export type EnquiryGrade = z.infer<typeof enquiryGradeValue>;

/**
 * The enquiry form (screens.md §3 Enquiry: name, phone, author, teacher, grade, gradeDetail,
 * content, agreement, marketing, weekly time slots). Shape only: the required-field and range rules
 * of screens.md §5 live in src/validation. assumed: `timeSlots` is the slots' field name; teacher
 * is the chosen teacher's name; the two consents are booleans.
 */
export const enquirySchema = z.object({
  name: z.string(),
  phone: z.string(),
  author: enquiryAuthorValue,
  teacher: z.string(),
  grade: enquiryGradeValue,
  gradeDetail: int,
  content: z.string(),
  agreement: z.boolean(),
  marketing: z.boolean(),
  timeSlots: z.array(enquiryTimeSlotSchema),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/**
 * The enquiry e-mail send (foundation.md §7 / screens.md §7: recipients, sender, subject,
 * textContent, senderPhone, name, phone). assumed: recipients a list of addresses.
 */
export const enquiryMailSchema = z.strictObject({
  recipients: z.array(z.string()),
  sender: z.string(),
  subject: z.string(),
  textContent: z.string(),
  senderPhone: z.string(),
  name: z.string(),
  phone: z.string(),
});
export type EnquiryMail = z.infer<typeof enquiryMailSchema>;
