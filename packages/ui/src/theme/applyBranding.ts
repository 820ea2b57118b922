/** The branding images an institution can upload (foundation.md §7 `/branding/image` commands). */
export const BRANDING_IMAGE_SLOTS = [
  'MAIN_TOP_LOGO',
  'LOGIN_TOP_LOGO',
  'LOGIN_LOGO',
  'LOGIN_BG',
] as const;
export type BrandingImageSlot = (typeof BRANDING_IMAGE_SLOTS)[number];

/** An institution's run-time branding: BRANDING_WEB_TEXT and BRANDING_WEB_IMG, resolved to URLs. */
export interface Branding {
  title?: string;
  description?: string;
  keywords?: string;
  faviconUrl?: string;
  images?: Partial<Record<BrandingImageSlot, string>>;
}

/** `MAIN_TOP_LOGO` -> `--branding-main-top-logo`: the variable a Logo reads before the token logo. */
export const brandingImageVar = (slot: BrandingImageSlot): string =>
  `--branding-${slot.toLowerCase().replace(/_/g, '-')}`;

const cssUrl = (url: string) => `url("${url.replace(/["\\\n]/g, (c) => `\\${c}`)}")`;

function upsertHeadElement<T extends HTMLElement>(
  doc: Document,
  selector: string,
  create: () => T,
): { element: T; created: boolean } {
  const existing = doc.head.querySelector<T>(selector);
  if (existing) return { element: existing, created: false };
  const element = create();
  doc.head.append(element);
  return { element, created: true };
}

/**
 * Themes the page for an institution at run time, without a rebuild: page title, description and
 * keywords meta, favicon, and the logo images as CSS variables that `Logo` prefers over the token
 * brand's logo. Returns a function that puts everything back (Storybook and tests switch
 * institutions; the app calls it once per company).
 */
export function applyBranding(branding: Branding, doc: Document = document): () => void {
  const undo: Array<() => void> = [];

  if (branding.title) {
    const previous = doc.title;
    doc.title = branding.title;
    undo.push(() => {
      doc.title = previous;
    });
  }

  const setMeta = (name: string, content: string | undefined) => {
    if (!content) return;
    const { element, created } = upsertHeadElement(doc, `meta[name="${name}"]`, () => {
      const meta = doc.createElement('meta');
      meta.name = name;
      return meta;
    });
    const previous = element.content;
    element.content = content;
    undo.push(() => {
      if (created) element.remove();
      else element.content = previous;
    });
  };
  setMeta('description', branding.description);
  setMeta('keywords', branding.keywords);

  if (branding.faviconUrl) {
    const { element, created } = upsertHeadElement(doc, 'link[rel~="icon"]', () => {
      const link = doc.createElement('link');
      link.rel = 'icon';
      return link;
    });
    const previous = element.getAttribute('href');
    element.href = branding.faviconUrl;
    undo.push(() =>
      created || previous === null ? element.remove() : element.setAttribute('href', previous),
    );
  }

  const rootStyle = doc.documentElement.style;
  for (const slot of BRANDING_IMAGE_SLOTS) {
    const url = branding.images?.[slot];
    if (!url) continue;
    const name = brandingImageVar(slot);
    const previous = rootStyle.getPropertyValue(name);
    rootStyle.setProperty(name, cssUrl(url));
    undo.push(() =>
      previous ? rootStyle.setProperty(name, previous) : rootStyle.removeProperty(name),
    );
  }

  return () => {
    for (const step of undo.reverse()) step();
  };
}
