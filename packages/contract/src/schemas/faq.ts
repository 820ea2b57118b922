import { z } from '../zod.ts';
import { int, opt } from './primitives.ts';

/**
 * The FAQ's static data (screens.md §2.1 "FAQ data is static (categories with id and name;
 * questions with questionTitle and questionContent)"; §7 "FAQ static JSON by GET"), one file per
 * language. The field names are the spec's. assumed: the file is `{ categories, questions }`; a
 * category's id is a string or a number (read as a string); a question names its category in
 * `categoryId` (the spec does not say how a question and its category are linked) and a question
 * without one is listed under "all" only; `questionContent` is plain text whose paragraphs are
 * separated by blank lines (no HTML, so nothing in the file can run in the page).
 */
const faqId = z.pipe(
  z.union([z.string().check(z.minLength(1)), int]),
  z.transform((id) => String(id)),
);

const faqText = z.string().check(z.trim(), z.minLength(1));

export const faqCategorySchema = z.looseObject({
  id: faqId,
  name: faqText,
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqQuestionSchema = z.looseObject({
  categoryId: opt(faqId),
  questionTitle: faqText,
  questionContent: faqText,
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const faqDataSchema = z.looseObject({
  categories: z.array(faqCategorySchema),
  questions: z.array(faqQuestionSchema),
});
export type FaqData = z.infer<typeof faqDataSchema>;

/** A question's paragraphs: its content split at blank lines. */
export function faqParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
