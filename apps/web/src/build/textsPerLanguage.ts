/**
 * Texts per language in the built app (issue 18 item 4). Each catalog (`defineCatalog({ en, ko
 * })`) keeps the table of the language the build carries and has the other replaced by a
 * `laterTable` of @platform/contract, filled from one chunk of the other language's tables the
 * first time that language is used. Pure functions: apps/web/textsPlugin.ts applies them.
 */
import type { Locale } from '../../../../packages/contract/src/i18n/locale.ts';

type Table = Record<string, string>;

/** The ESTree nodes this module reads; everything else is walked through untyped. */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

export interface SplitOptions {
  /** The catalog's file, relative to the repository: with the call's index, the table's id. */
  file: string;
  /** The language whose tables leave the module. */
  later: Locale;
  /** The module `laterTable` is imported from. */
  runtime: string;
  /** The module holding every table of the later language (one chunk). */
  tablesModule: string;
}

export interface SplitModule {
  code: string;
  /** The later language's table of each catalog of the module, by id. */
  tables: Record<string, Table>;
}

const RUNTIME_NAME = '__platformLaterTable';

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `defineCatalog(...)` call of a program, in source order. */
function catalogCalls(program: Node): Node[] {
  const calls: Node[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const callee = value.callee;
    if (value.type === 'CallExpression' && isNode(callee) && callee.name === 'defineCatalog') {
      calls.push(value);
    }
    for (const [field, child] of Object.entries(value)) {
      if (field !== 'type' && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return calls.sort((a, b) => a.start - b.start);
}

function keyName(key: unknown): string | null {
  if (!isNode(key)) return null;
  if (key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
}

/** A string the source writes out: a literal, a template without placeholders, or a `+` of them. */
function stringValue(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as Array<{ value: { cooked: string | null } }>;
    return quasi?.value.cooked ?? null;
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = stringValue(node.left);
    const right = stringValue(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** A catalog's table as data; null when the module computes any of it. */
function tableOf(node: Node): Table | null {
  if (node.type !== 'ObjectExpression') return null;
  const table: Table = {};
  for (const property of node.properties as Node[]) {
    const key = property.type === 'Property' && !property.computed ? keyName(property.key) : null;
    const text = key === null ? null : stringValue(property.value);
    if (key === null || text === null) return null;
    table[key] = text;
  }
  return table;
}

/**
 * The module with the later language's tables taken out, or null when it declares no catalog.
 * `program` is the module's ESTree (the bundler's parse of `code`). A table the module computes
 * fails the build: it would put both languages on every page that shows it.
 */
export function splitCatalogs(code: string, program: Node, options: SplitOptions): SplitModule | null {
  const calls = catalogCalls(program);
  if (calls.length === 0) return null;
  const tables: Record<string, Table> = {};
  const cuts: Array<{ start: number; end: number; text: string }> = [];
  calls.forEach((call, index) => {
    const id = `${options.file}#${index}`;
    const [argument] = call.arguments as Node[];
    const property = isNode(argument)
      ? (argument.properties as Node[] | undefined)?.find(
          (candidate) => keyName(candidate.key) === options.later,
        )
      : undefined;
    const value = property?.value;
    if (!isNode(value)) throw new Error(`${id}: no ${options.later} table`);
    const table = tableOf(value);
    if (!table) {
      throw new Error(
        `${id}: a catalog's table is computed, so a page would carry both languages; write its ` +
          'texts out, with {placeholders} for values',
      );
    }
    // The parser's offsets must be the string's (UTF-16), or a Korean text would cut elsewhere.
    if (code[value.start] !== '{' || code[value.end - 1] !== '}') {
      throw new Error(`${id}: the parser's offsets do not match the source`);
    }
    tables[id] = table;
    const load = `() => import(${JSON.stringify(options.tablesModule)})`;
    cuts.push({
      start: value.start,
      end: value.end,
      text: `${RUNTIME_NAME}(${JSON.stringify(options.later)}, ${JSON.stringify(id)}, ${load})`,
    });
  });
  let out = code;
  for (const cut of cuts.reverse()) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  const runtime = `import { laterTable as ${RUNTIME_NAME} } from ${JSON.stringify(options.runtime)};\n`;
  return { code: runtime + out, tables };
}

/** The placeholder the tables' module is written with, replaced by the tables once all are known. */
export const TABLES_PLACEHOLDER = '__PLATFORM_LATER_TEXTS__';

/** The tables' module as loaded: the tables come in when the chunk is written. */
export const TABLES_MODULE_SOURCE = `export default ${TABLES_PLACEHOLDER};\n`;

/** A rendered chunk with the placeholder replaced by the tables (JSON, parsed once). */
export function withTables(chunkCode: string, tables: Record<string, Table>): string {
  const literal = `JSON.parse(${JSON.stringify(JSON.stringify(tables))})`;
  return chunkCode.split(TABLES_PLACEHOLDER).join(literal);
}

/** What a page loads first of one language's build: its entry and the chunks it imports. */
export interface LanguageEntry {
  entry: string;
  preloads: string[];
}

export interface ChooserConstants {
  queryParam: string;
  storageKey: string;
  locales: readonly Locale[];
  fallback: Locale;
}

/**
 * The built page's one inline script: it picks the build of the page's language, as
 * `detectLocale` of @platform/contract does (query, stored preference, browser languages, else the
 * fallback), and adds that build's entry and its preloads. Written as a classic script in the
 * head, it runs before the rest of the page is parsed, so the entry is asked for as early as a
 * static tag would be. A wrong pick costs bytes, not texts: the app loads the other language
 * before its first render (mountApp).
 */
export function chooserScript(
  entries: Readonly<Record<Locale, LanguageEntry>>,
  constants: ChooserConstants,
): string {
  const data = JSON.stringify({
    entries,
    query: constants.queryParam,
    key: constants.storageKey,
    locales: constants.locales,
    fallback: constants.fallback,
  }).replaceAll('<', '\\u003c');
  return `(function(){var c=${data},d=document,l=c.fallback,s=null,w=[];try{s=localStorage.getItem(c.key)}catch(e){}try{w=[new URLSearchParams(location.search).get(c.query),s].concat(navigator.languages||[])}catch(e){}for(var i=0;i<w.length;i++){var t=w[i]?String(w[i]).trim().toLowerCase().split(/[-_]/)[0]:"";if(c.locales.indexOf(t)>=0){l=t;break}}var f=c.entries[l];f.preloads.forEach(function(h){var k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=h;d.head.appendChild(k)});var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=f.entry;d.head.appendChild(m)})()`;
}

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The entry and preloads a built index.html names. */
export function languageEntryOf(html: string): LanguageEntry {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('texts per language: the built index.html has no module entry');
  return { entry, preloads: [...html.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '') };
}

/** index.html with its entry and preload tags replaced by the chooser. */
export function withChooser(html: string, script: string): string {
  const withoutPreloads = html.replace(PRELOAD_TAG, '');
  return withoutPreloads.replace(ENTRY_TAG, () => `\n    <script>${script}</script>`);
}
