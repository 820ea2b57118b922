import { type FaqData, faqDataSchema, type Locale } from '@platform/contract';

/**
 * The FAQ's static file of a language (screens.md §7 "FAQ static JSON by GET"). assumed: one
 * file per language, served from apps/web/public/intro/faq/, by a path relative to the site's
 * origin as the other public files are.
 */
export const faqUrl = (locale: Locale) => `/intro/faq/${locale}.json`;

/** Why the FAQ could not be read: no answer, an HTTP error, or a file that is not the FAQ. */
export class FaqLoadError extends Error {
  constructor(
    readonly reason: 'network' | 'status' | 'format',
    detail: string,
  ) {
    super(`FAQ not loaded (${reason}): ${detail}`);
    this.name = 'FaqLoadError';
  }
}

/**
 * Reads and checks the FAQ of a language. One small module on purpose: a route loader (for the
 * prerender) can call it in place of the page's effect later.
 */
export async function loadFaq(
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<FaqData> {
  let response: Response;
  try {
    response = await fetchImpl(faqUrl(locale), {
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FaqLoadError('network', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new FaqLoadError('status', String(response.status));
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new FaqLoadError('format', 'not JSON');
  }
  const parsed = faqDataSchema.safeParse(body);
  if (!parsed.success) throw new FaqLoadError('format', parsed.error.message);
  return parsed.data;
}

/**
 * The anchor of a question: its place in the file, counted from 1 (`#faq-3`). assumed: the spec
 * gives questions no id; both language files list the questions in the same order, so a link
 * opens the same question in either language.
 */
export const faqAnchor = (index: number) => `faq-${index + 1}`;

/** The question index an anchor (`#faq-3` or `faq-3`) names, or null. */
export function faqIndexOfHash(hash: string): number | null {
  const match = /^#?faq-([1-9]\d*)$/.exec(hash);
  return match ? Number(match[1]) - 1 : null;
}
