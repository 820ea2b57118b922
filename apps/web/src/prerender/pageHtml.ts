import type { PrerenderedPage } from './entry.server.tsx';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** JSON inside a <script type="application/json">: no `</script>` can close it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028');

/** Pretendard's own faces, which the app's stylesheet carries for its first two subsets. */
const PRETENDARD_FACE = /@font-face\s*{[^}]*font-family:\s*["']?Pretendard Variable["']?;[^}]*}/g;

/**
 * The page's stylesheets written into it: a prerendered page paints from its HTML alone, without
 * a round trip per stylesheet before its first paint (six of them on a public page, 150 ms each
 * on a phone's connection). The content security policy allows inline styles. A route's chunk
 * still asks for its own stylesheet when it loads, after the first paint; the rules are the same.
 * Pretendard's faces are left out: a prerendered page paints in the metric-matched fallback and
 * takes all of Pretendard after it has loaded (src/loadFonts.ts), so no subset competes with
 * its first paint.
 */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)"(?: \/)?>/g,
    (_link, href: string) =>
      `<style data-href="${href}">${readAsset(href)
        .replace(PRETENDARD_FACE, '')
        .replaceAll('</style', '<\\/style')}</style>`,
  );
}

/**
 * index.html with a prerendered page in it. The page's own chunks are not preloaded from the HTML:
 * the entry's router asks for them as soon as it runs (with their imports, in parallel), and
 * until then the phone's connection carries what the first paint needs. Preloaded, the 22 chunks
 * of the contact page were fetched beside its first paint, and Lighthouse's phone put its LCP at
 * 2.49 s instead of 1.66-1.75 s (bench/lighthouse.mjs, 2026-11-29); hydration starts one round
 * trip later, on a page that is already drawn.
 */
export function pageHtml(
  template: string,
  page: PrerenderedPage,
  assets: { styles: string[] },
  dataId: string,
  locale: string,
): string {
  const head = [
    // The description replaces the template's own tag, below.
    ...(page.head.tags ?? [])
      .filter(([, value]) => value !== 'description')
      .map(
        ([attribute, value, content]) =>
          `<meta ${attribute}="${value}" content="${escapeAttribute(content)}" />`,
      ),
    ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
  ].join('\n    ');
  const description = page.head.tags?.find(([, value]) => value === 'description')?.[2];
  let html = template
    // Its fonts come after the page has loaded (src/loadFonts.ts): no preload competes with it.
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.head.title)}</title>`)
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${locale}">${page.html}</div>\n    <script type="application/json" id="${dataId}">${scriptJson({ loaderData: page.loaderData })}</script>`,
    );
  if (description) {
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(description)}" />`,
    );
  }
  if (!html.includes(`data-prerendered="${locale}"`)) throw new Error('prerender: no #root');
  return html;
}
