import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LOCALE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  detectLocale,
} from '../../../../packages/contract/src/i18n/locale.ts';
import {
  chooserScript,
  languageEntryOf,
  splitCatalogs,
  TABLES_PLACEHOLDER,
  withChooser,
  withTables,
} from './textsPerLanguage.ts';

const options = {
  file: 'apps/web/src/areas/x/texts.ts',
  later: 'en' as const,
  runtime: '/repo/laterTexts.ts',
  tablesModule: 'virtual:platform/later-texts',
};

const split = (code: string) => splitCatalogs(code, parseAst(code) as never, options);

describe('splitCatalogs', () => {
  it('takes the later language out and leaves the carried one, after Korean text', () => {
    const code = [
      "const note = '한국어 먼저';",
      'export const a = defineCatalog({',
      "  ko: { 'x.title': '제목', 'x.long': '긴 ' + '문장' },",
      "  en: { 'x.title': 'Title', \"x.long\": `A long sentence` },",
      '});',
    ].join('\n');
    const result = split(code);
    expect(result?.tables).toEqual({
      'apps/web/src/areas/x/texts.ts#0': { 'x.title': 'Title', 'x.long': 'A long sentence' },
    });
    expect(result?.code).toContain("ko: { 'x.title': '제목', 'x.long': '긴 ' + '문장' }");
    expect(result?.code).toContain(
      'en: __platformLaterTable("en", "apps/web/src/areas/x/texts.ts#0", () => import("virtual:platform/later-texts"))',
    );
    expect(result?.code).not.toContain('Title');
    expect(result?.code.startsWith('import { laterTable as __platformLaterTable } from "/repo/laterTexts.ts";')).toBe(true);
  });

  it('numbers the catalogs of a module in order', () => {
    const code = [
      "export const a = defineCatalog({ en: { a: 'A' }, ko: { a: '가' } });",
      "export const b = defineCatalog({ en: { b: 'B' }, ko: { b: '나' } });",
    ].join('\n');
    expect(Object.keys(split(code)?.tables ?? {})).toEqual([
      'apps/web/src/areas/x/texts.ts#0',
      'apps/web/src/areas/x/texts.ts#1',
    ]);
  });

  it('refuses a table the module computes, naming the catalog', () => {
    const computed = 'export const a = defineCatalog({ en: build(1), ko: build(0) });';
    expect(() => split(computed)).toThrow(
      /^apps\/web\/src\/areas\/x\/texts\.ts#0: a catalog's table is computed/,
    );
    const withConstant = [
      'const n = 3;',
      'export const b = defineCatalog({ en: { b: `In ${n} s` }, ko: { b: `${n}초` } });',
    ].join('\n');
    expect(() => split(withConstant)).toThrow(/texts\.ts#0: a catalog's table is computed/);
  });

  it('leaves a module without catalogs', () => {
    expect(split('export function defineCatalog(catalog) { return catalog; }')).toBeNull();
  });
});

describe('withTables', () => {
  it('writes the tables where the placeholder was, as JSON parsed once', () => {
    const tables = { 'f#0': { quote: 'It\'s "here" </script>' } };
    const code = withTables(`var e=${TABLES_PLACEHOLDER};export{e as default};`, tables);
    expect(code).not.toContain(TABLES_PLACEHOLDER);
    const value = new Function(`${code.replace(/export\{.*\};$/, '')}return e;`)();
    expect(value).toEqual(tables);
  });
});

const entries = {
  ko: { entry: '/assets/index-ko.js', preloads: ['/assets/runtime.js', '/assets/core-ko.js'] },
  en: { entry: '/assets/index-en.js', preloads: ['/assets/runtime.js', '/assets/core-en.js'] },
};
const script = chooserScript(entries, {
  queryParam: LANGUAGE_QUERY_PARAM,
  storageKey: LANGUAGE_STORAGE_KEY,
  locales: LOCALES,
  fallback: FALLBACK_LOCALE,
});

/** Runs the chooser against a page's address, storage and browser languages. */
function choose(search: string, stored: string | null, languages: string[] | undefined) {
  const added: Array<{ rel?: string; type?: string; href?: string; src?: string }> = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
  };
  const localStorage = {
    getItem: () => {
      if (stored === 'blocked') throw new Error('SecurityError');
      return stored;
    },
  };
  new Function('document', 'localStorage', 'location', 'navigator', script)(
    document,
    localStorage,
    { search },
    { languages },
  );
  return added;
}

describe('chooserScript', () => {
  const cases: Array<[string, string | null, string[] | undefined]> = [
    ['', null, ['ko-KR', 'en']],
    ['', null, ['en-US', 'ko']],
    ['', null, ['fr-FR', 'ja']],
    ['', null, undefined],
    ['?lang=en', 'ko', ['ko']],
    ['?lang=EN_us', null, ['ko']],
    ['?lang=fr', 'ko', ['en']],
    ['', 'en', ['ko-KR']],
    ['', 'blocked', ['ko-KR']],
    ['', 'xx', ['en']],
  ];

  it.each(cases)('picks the language detectLocale picks (%s, %s, %s)', (search, stored, languages) => {
    const expected = detectLocale({
      search,
      stored: stored === 'blocked' ? null : stored,
      browserLanguages: languages,
    });
    const added = choose(search, stored, languages);
    const module = added.at(-1);
    expect(module).toMatchObject({ type: 'module', src: entries[expected].entry });
    expect(added.slice(0, -1).map((link) => [link.rel, link.href])).toEqual(
      entries[expected].preloads.map((href) => ['modulepreload', href]),
    );
  });
});

describe('withChooser', () => {
  const html = [
    '<head>',
    '    <title>BODA</title>',
    '    <script type="module" crossorigin src="/assets/index-ko.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/runtime.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/core-ko.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/core.css">',
    '</head>',
  ].join('\n');

  it('reads the entry and its preloads, and puts the chooser in their place', () => {
    expect(languageEntryOf(html)).toEqual(entries.ko);
    const page = withChooser(html, 'choose()');
    expect(page).toBe(
      [
        '<head>',
        '    <title>BODA</title>',
        '    <script>choose()</script>',
        '    <link rel="stylesheet" crossorigin href="/assets/core.css">',
        '</head>',
      ].join('\n'),
    );
  });
});
