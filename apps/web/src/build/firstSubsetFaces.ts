import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/**
 * The Pretendard subsets every page needs first (issue 18 item 3): 91 holds Latin, the digits and
 * the commonest syllables, 90 the next commonest; 59 kB together. Their @font-face rules go in
 * the render-blocking CSS (vite.config.ts); the other 90 load after the page (src/loadFonts.ts).
 */
export const FIRST_SUBSETS = [90, 91] as const;

const subsetName = `PretendardVariable\\.subset\\.(?:${FIRST_SUBSETS.join('|')})`;
/** A first subset in Pretendard's stylesheet: `PretendardVariable.subset.91.woff2`. */
const FIRST_SUBSET_SOURCE = new RegExp(`${subsetName}\\.woff2`);
/** A first subset as the build names it: `PretendardVariable.subset.91-<hash>.woff2`. */
export const FIRST_SUBSET_ASSET = new RegExp(`${subsetName}-[^/]*\\.woff2$`);

const PRETENDARD_CSS = createRequire(import.meta.url).resolve(
  'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css',
);

/**
 * Pretendard's @font-face rules of the first subsets, with their urls made relative to the
 * stylesheet they are written into (`importer`), so that the bundler finds and hashes the same
 * files as Pretendard's own stylesheet does.
 */
export function firstSubsetFaces(
  importer: string,
  pretendardCss = readFileSync(PRETENDARD_CSS, 'utf8'),
  fontDir = dirname(PRETENDARD_CSS),
): string {
  return (pretendardCss.match(/@font-face\s*{[^}]*}/g) ?? [])
    .filter((rule) => FIRST_SUBSET_SOURCE.test(rule))
    .map((rule) =>
      rule.replace(/url\((['"]?)\.\/([^)'"]+)\1\)/g, (_url, _quote, file: string) => {
        const path = relative(dirname(importer), join(fontDir, file)).replaceAll('\\', '/');
        return `url("${path.startsWith('.') ? path : `./${path}`}")`;
      }),
    )
    .join('\n');
}
