import { dynamicTextKey, type TextKey } from '@platform/ui';

/** The terms documents (screens.md §2.1 Legal) and how many sections each has in the texts. */
export const TERMS_DOCUMENTS = {
  service: { sections: 10 },
  policy: { sections: 7 },
  marketing: { sections: 5 },
} as const;

export type TermsDocument = keyof typeof TERMS_DOCUMENTS;

/** The order of the links between them: the route table's order. */
export const TERMS_ORDER: readonly TermsDocument[] = ['service', 'policy', 'marketing'];

export function isTermsDocument(value: unknown): value is TermsDocument {
  return typeof value === 'string' && value in TERMS_DOCUMENTS;
}

/**
 * The text keys of a document's sections, in order. Numbered keys the types cannot count: the
 * test of this module checks that each exists in both languages, and none beyond.
 */
export function sectionKeys(document: TermsDocument): { title: TextKey; body: TextKey }[] {
  return Array.from({ length: TERMS_DOCUMENTS[document].sections }, (_, index) => ({
    title: dynamicTextKey(`terms.${document}.${index + 1}.title`),
    body: dynamicTextKey(`terms.${document}.${index + 1}.body`),
  }));
}

/** A section body's blocks: paragraphs, and runs of "- " lines as one list. */
export type TermsBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function termsBlocks(body: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const line of body.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    if (text.startsWith('- ')) {
      const last = blocks.at(-1);
      const item = text.slice(2).trim();
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text });
    }
  }
  return blocks;
}
