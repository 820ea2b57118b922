import { describe, expect, it } from 'vitest';
import { faqDataSchema, faqParagraphs } from './faq.ts';

describe('the FAQ file (screens.md §2.1, §7)', () => {
  it('takes the spec’s fields, ids as strings or numbers, and more fields than it knows', () => {
    const parsed = faqDataSchema.parse({
      categories: [
        { id: 'fees', name: 'Fees' },
        { id: 2, name: 'Devices', order: 2 },
      ],
      questions: [
        { categoryId: 2, questionTitle: 'Which device?', questionContent: 'A tablet.' },
        { questionTitle: 'No category', questionContent: 'Listed under all only.' },
      ],
    });
    expect(parsed.categories.map((category) => category.id)).toEqual(['fees', '2']);
    expect(parsed.questions[0]?.categoryId).toBe('2');
    expect(parsed.questions[1]?.categoryId).toBeUndefined();
  });

  it.each([
    ['no questions list', { categories: [] }],
    [
      'an empty title',
      { categories: [], questions: [{ questionTitle: ' ', questionContent: 'x' }] },
    ],
    ['a category without a name', { categories: [{ id: 'a' }], questions: [] }],
    ['an HTML page', '<!doctype html>'],
  ])('refuses %s', (_name, body) => {
    expect(faqDataSchema.safeParse(body).success).toBe(false);
  });

  it('splits an answer into paragraphs at blank lines', () => {
    expect(faqParagraphs('One.\n\n  Two,\nstill two.\n \nThree.')).toEqual([
      'One.',
      'Two,\nstill two.',
      'Three.',
    ]);
  });
});
