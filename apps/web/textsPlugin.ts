import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import {
  FALLBACK_LOCALE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  type Locale,
} from '../../packages/contract/src/i18n/locale.ts';
import {
  chooserScript,
  type LanguageEntry,
  languageEntryOf,
  splitCatalogs,
  TABLES_MODULE_SOURCE,
  TABLES_PLACEHOLDER,
  withChooser,
  withTables,
} from './src/build/textsPerLanguage.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const REPO = here('../../');
const RUNTIME = here('../../packages/contract/src/i18n/laterTexts.ts');
const TABLES_ID = 'virtual:platform/later-texts';

const RESOLVED_TABLES_ID = `\0${TABLES_ID}`;

/** Set for the second build, the one in English, which the Korean build runs. */
const SECOND_BUILD_VARIABLE = 'PLATFORM_TEXTS_LOCALE';

/** Whether this process is building the English half (the prerender runs in the Korean one). */
export function isSecondLanguageBuild(): boolean {
  return process.env[SECOND_BUILD_VARIABLE] === 'en';
}

/**
 * Texts per language (issue 18 item 4). The browser build is made twice, once per language: each
 * carries its language's tables in its code and the other language's in one chunk of its own
 * (`later-texts`), which a page loads when it switches language (`loadTexts` of
 * @platform/contract); the switch is immediate after that. The Korean build runs the English one,
 * copies its files beside its own (chunks without texts are the same file in both) and gives
 * index.html a chooser that loads the build of the visitor's language. The prerender's server
 * build keeps both languages.
 */
export function textsPerLanguage(): Plugin {
  const carried: Locale = isSecondLanguageBuild() ? 'en' : 'ko';
  const later: Locale = carried === 'ko' ? 'en' : 'ko';
  const tables: Record<string, Record<string, string>> = {};
  let active = false;
  let root = '';
  let mode = 'production';
  let secondDir = '';
  let second: LanguageEntry | null = null;
  return {
    name: 'platform:texts-per-language',
    apply: 'build',
    configResolved(config) {
      active = !config.build.ssr;
      root = config.root;
      mode = config.mode;
    },
    async buildStart() {
      if (!active || carried !== 'ko') return;
      secondDir = join(root, 'node_modules/.texts-en', mode);
      process.env[SECOND_BUILD_VARIABLE] = 'en';
      try {
        await build({
          root,
          configFile: join(root, 'vite.config.ts'),
          mode,
          logLevel: 'warn',
          build: { outDir: secondDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
        });
      } finally {
        delete process.env[SECOND_BUILD_VARIABLE];
      }
      second = languageEntryOf(readFileSync(join(secondDir, 'index.html'), 'utf8'));
    },
    resolveId(id) {
      return id === TABLES_ID ? RESOLVED_TABLES_ID : null;
    },
    load(id) {
      return id === RESOLVED_TABLES_ID ? TABLES_MODULE_SOURCE : null;
    },
    transform(code, id) {
      if (!active || !code.includes('defineCatalog(') || !/\.tsx?$/.test(id)) return null;
      if (id.includes('/node_modules/')) return null;
      const split = splitCatalogs(code, this.parse(code) as never, {
        file: relative(REPO, id),
        later,
        runtime: RUNTIME,
        tablesModule: TABLES_ID,
      });
      if (!split) return null;
      Object.assign(tables, split.tables);
      return { code: split.code, map: null };
    },
    renderChunk(code) {
      if (!code.includes(TABLES_PLACEHOLDER)) return null;
      return { code: withTables(code, tables), map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // Only the app's own page: the demo's extra pages load no app entry.
        if (!second || relative(root, context.filename) !== 'index.html') return html;
        const chooser = chooserScript(
          { ko: languageEntryOf(html), en: second },
          {
            queryParam: LANGUAGE_QUERY_PARAM,
            storageKey: LANGUAGE_STORAGE_KEY,
            locales: LOCALES,
            fallback: FALLBACK_LOCALE,
          },
        );
        return withChooser(html, chooser);
      },
    },
    writeBundle(options) {
      if (!second || !options.dir) return;
      const assets = join(secondDir, 'assets');
      for (const file of readdirSync(assets)) {
        const target = join(options.dir, 'assets', file);
        if (!existsSync(target)) cpSync(join(assets, file), target);
      }
      rmSync(secondDir, { recursive: true, force: true });
    },
  };
}
