import type { Locale } from '@platform/contract';
import type { IntroPageName } from './introPages.ts';
import type { introSiteTexts } from './texts.ts';

type SiteKey = keyof (typeof introSiteTexts)['en'];

export interface PageMeta {
  title: string;
  description: string;
}

/** A public page's <title> and description (the same words in the prerendered HTML). */
export function introPageMeta(page: IntroPageName, t: (key: SiteKey) => string): PageMeta {
  return {
    title: t(`intro.meta.${page}.title`),
    description: t(`intro.meta.${page}.description`),
  };
}

/** The Open Graph locale of a language (og:locale). */
export const OG_LOCALE: Record<Locale, string> = { ko: 'ko_KR', en: 'en_US' };

/**
 * The head tags a public page carries, as [tag attribute, attribute value, content]: the
 * prerender writes them, and a page opened in the browser keeps them current as it moves.
 */
export function headTags(meta: PageMeta, locale: Locale): [string, string, string][] {
  return [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:locale', OG_LOCALE[locale]],
  ];
}

/** Writes the page's title and head tags into the live document. */
export function applyHeadTags(doc: Document, meta: PageMeta, locale: Locale): void {
  doc.title = meta.title;
  for (const [attribute, value, content] of headTags(meta, locale)) {
    let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${value}"]`);
    if (!element) {
      element = doc.createElement('meta');
      element.setAttribute(attribute, value);
      doc.head.append(element);
    }
    element.content = content;
  }
}
