// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  type FaqData,
  faqDataSchema,
  INDIVIDUAL_PACE_FEES,
  LOCALES,
  type Locale,
  PERSONAL_CLASS_FEES,
} from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import { FaqLoadError, faqAnchor, faqIndexOfHash, faqUrl, loadFaq } from './faqData.ts';

const fileText = (locale: Locale) =>
  readFileSync(new URL(`../../../../public/intro/faq/${locale}.json`, import.meta.url), 'utf8');

const fileOf = (locale: Locale): FaqData => faqDataSchema.parse(JSON.parse(fileText(locale)));

const answer = (body: unknown, init: ResponseInit = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });

describe('the static FAQ files (apps/web/public/intro/faq)', () => {
  it.each(LOCALES)('%s is the FAQ: at least 4 categories and 12 questions', (locale) => {
    const faq = fileOf(locale);
    expect(faq.categories.length).toBeGreaterThanOrEqual(4);
    expect(faq.questions.length).toBeGreaterThanOrEqual(12);
  });

  it.each(LOCALES)('%s: every question names a category of the file', (locale) => {
    const faq = fileOf(locale);
    const ids = new Set(faq.categories.map((category) => category.id));
    expect(ids.size).toBe(faq.categories.length);
    for (const question of faq.questions) expect(ids).toContain(question.categoryId);
  });

  it('both languages list the same categories and the same questions in the same order', () => {
    // A link #faq-<n> must open the same question in either language.
    const [ko, en] = [fileOf('ko'), fileOf('en')];
    expect(en.categories.map((category) => category.id)).toEqual(
      ko.categories.map((category) => category.id),
    );
    expect(en.questions.map((question) => question.categoryId)).toEqual(
      ko.questions.map((question) => question.categoryId),
    );
  });

  it.each(LOCALES)('%s quotes only fees of screens.md §9', (locale) => {
    // Every amount in won, in either language, is a figure of the contract's fee tables.
    const figures = new Set<number>([
      ...Object.values(PERSONAL_CLASS_FEES).flatMap((byWeekly) =>
        Object.values(byWeekly).flatMap((byMinutes) =>
          Object.values(byMinutes).flatMap((fee) => (fee ? [fee.discounted, fee.list] : [])),
        ),
      ),
      ...INDIVIDUAL_PACE_FEES.map((row) => row.fee),
    ]);
    const quoted = [...fileText(locale).matchAll(/(\d{1,3}(?:,\d{3})+)\s*(?:원|won)/g)].map(
      ([, amount = '']) => Number(amount.replaceAll(',', '')),
    );
    expect(quoted.length).toBeGreaterThan(0);
    for (const amount of quoted) expect(figures, `${amount} won`).toContain(amount);
  });
});

describe('loadFaq', () => {
  const faq = {
    categories: [{ id: 1, name: 'Classes' }],
    questions: [{ categoryId: 1, questionTitle: ' When? ', questionContent: 'Evenings.' }],
  };

  it('GETs the file of the language and reads it with the contract’s schema', async () => {
    const fetchImpl = vi.fn(async () => answer(faq));
    const data = await loadFaq('en', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/intro/faq/en.json', expect.anything());
    expect(faqUrl('ko')).toBe('/intro/faq/ko.json');
    expect(data.categories).toEqual([{ id: '1', name: 'Classes' }]);
    expect(data.questions[0]).toMatchObject({ categoryId: '1', questionTitle: 'When?' });
  });

  it('says why it failed: no answer, an HTTP error, a file that is not the FAQ', async () => {
    await expect(
      loadFaq('ko', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toMatchObject({ reason: 'network' });
    await expect(loadFaq('ko', async () => answer('gone', { status: 404 }))).rejects.toMatchObject({
      reason: 'status',
    });
    await expect(loadFaq('ko', async () => answer('<html>'))).rejects.toMatchObject({
      reason: 'format',
    });
    await expect(loadFaq('ko', async () => answer({ questions: [] }))).rejects.toBeInstanceOf(
      FaqLoadError,
    );
  });

  it('passes an abort on as the abort it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('aborted', 'AbortError');
    await expect(
      loadFaq(
        'ko',
        async () => {
          throw aborted;
        },
        controller.signal,
      ),
    ).rejects.toBe(aborted);
  });
});

describe('question anchors', () => {
  it('counts from 1 and reads back with or without #', () => {
    expect(faqAnchor(0)).toBe('faq-1');
    expect(faqIndexOfHash('#faq-3')).toBe(2);
    expect(faqIndexOfHash('faq-12')).toBe(11);
    expect(faqIndexOfHash('#faq-0')).toBeNull();
    expect(faqIndexOfHash('#faq-x')).toBeNull();
    expect(faqIndexOfHash('')).toBeNull();
  });
});
