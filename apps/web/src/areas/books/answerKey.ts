/**
 * The answer key of a workbook as the editor reads and writes it. foundation.md §3 names the
 * field `solutionJson` and leaves its inner shape unshown. assumed (as the mock backend keeps it):
 * a JSON list of pages, each with its answers numbered through the book,
 * `[{ "pageNo": 1, "answers": [{ "no": 1, "answer": "③" }] }]`. Anything else reads as an empty
 * key, so that an unknown shape is never written back half-understood.
 */
export interface PageAnswers {
  pageNo: number;
  answers: { no: number; answer: string }[];
}
export type AnswerKey = readonly PageAnswers[];

function isPageAnswers(value: unknown): value is PageAnswers {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<PageAnswers>;
  return (
    Number.isInteger(page.pageNo) &&
    (page.pageNo ?? 0) >= 1 &&
    Array.isArray(page.answers) &&
    page.answers.every(
      (answer) => Number.isInteger(answer?.no) && typeof answer?.answer === 'string',
    )
  );
}

export function parseAnswerKey(solutionJson: string | null | undefined): AnswerKey {
  if (!solutionJson) return [];
  try {
    const parsed: unknown = JSON.parse(solutionJson);
    return Array.isArray(parsed) ? parsed.filter(isPageAnswers) : [];
  } catch {
    return [];
  }
}

/** The answers of a page as the editor's text: one a line, in question order. */
export function answersText(key: AnswerKey, pageNo: number): string {
  const page = key.find((candidate) => candidate.pageNo === pageNo);
  return page ? page.answers.map((answer) => answer.answer).join('\n') : '';
}

/**
 * The key with one page's answers replaced by the lines of `text` (each trimmed, blank lines
 * dropped); a page left without answers leaves the key. Pages stay in page order and questions are
 * numbered through the book again, so that a page's new answer never takes a number twice.
 */
export function withPageAnswers(key: AnswerKey, pageNo: number, text: string): AnswerKey {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const pages = key
    .filter((page) => page.pageNo !== pageNo)
    .map((page) => ({ pageNo: page.pageNo, answers: page.answers.map((a) => a.answer) }));
  if (lines.length > 0) pages.push({ pageNo, answers: lines });
  pages.sort((a, b) => a.pageNo - b.pageNo);
  let no = 0;
  return pages.map((page) => ({
    pageNo: page.pageNo,
    answers: page.answers.map((answer) => {
      no += 1;
      return { no, answer };
    }),
  }));
}

export function serializeAnswerKey(key: AnswerKey): string {
  return JSON.stringify(key);
}
