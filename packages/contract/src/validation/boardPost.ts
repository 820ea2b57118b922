import { endOfDay, maxPeriodEnd, startOfDay } from '../dates/ranges.ts';
import { toDate } from '../dates/wire.ts';
import { type ValidationFault, validationFault } from './messages.ts';
import { isBlank } from './visibleText.ts';

type DateInput = Date | string | null | undefined;

/** The text a reader sees of editor HTML: tags dropped, the common entities read. */
export function richTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether editor HTML is empty for "content required" (screens.md §5 Board editor): no visible
 * text and no image (the editor's empty `<p></p>`, or paragraphs of spaces). assumed: a post of an
 * image alone has content.
 */
export function isBlankRichText(html: string): boolean {
  return isBlank(richTextOf(html)) && !/<img\b/i.test(html);
}

export interface BoardPostInput {
  title: string;
  /** The editor's HTML. */
  content: string;
  /** The publishing period as days (wire dates or datetimes), or null when none is used. */
  period: { start: DateInput; end: DateInput } | null;
  now: Date;
  /** The start the post was saved with (modify): a period already running keeps its past start. */
  savedStart?: DateInput;
}

export type BoardPostFaults = Partial<
  Record<'title' | 'content' | 'start' | 'end', ValidationFault>
>;

const sameDay = (a: Date, b: Date) => startOfDay(a).getTime() === startOfDay(b).getTime();

/**
 * The board editor (screens.md §5): "Title and content required. If publishing dates used: start
 * and end required, start not after end. Period picker from today to one year ahead". Days are
 * compared, not times (the saved end is at 23:59:59). assumed: a modified post keeps a start that
 * has passed, as a room keeps its running period (validateRoomPeriod).
 */
export function validateBoardPost(input: BoardPostInput): BoardPostFaults {
  const faults: BoardPostFaults = {};
  if (isBlank(input.title)) faults.title = validationFault('valid.required');
  if (isBlankRichText(input.content)) faults.content = validationFault('valid.required');
  if (!input.period) return faults;
  const start = toDate(input.period.start);
  const end = toDate(input.period.end);
  const saved = toDate(input.savedStart);
  if (!start) faults.start = validationFault('valid.required');
  else if (startOfDay(start) < startOfDay(input.now) && !(saved && sameDay(saved, start))) {
    faults.start = validationFault('valid.startBeforeToday');
  }
  if (!end) faults.end = validationFault('valid.required');
  else if (start && startOfDay(end) < startOfDay(start)) {
    faults.end = validationFault('valid.dateOrder');
  } else if (endOfDay(end) > maxPeriodEnd(input.now)) {
    faults.end = validationFault('valid.publishPeriodMax');
  }
  return faults;
}
