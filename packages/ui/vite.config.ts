// The library build of @platform/ui (`npm run build -w @platform/ui`): ESM, one entry per
// component folder plus the root, type declarations beside them, and one stylesheet. The
// workspace itself never uses this output: it imports the TypeScript source.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import { libraryEntries, readPackageJson, srcDir } from './scripts/publicApi.mjs';

const pkg = readPackageJson();
const externalPackages = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
/**
 * The package's own stylesheet, imported by the entries that bring it along (WidgetMount): it
 * stays an import, which the consumer's bundler resolves to dist/styles.css through `exports`.
 */
const OWN_STYLESHEET = '@platform/ui/styles.css';

/** Dependencies stay imports of the consumer's copies (react/jsx-runtime, zod/v4, ...). */
const isExternal = (id: string) =>
  id === OWN_STYLESHEET ||
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

const rootEntry = libraryEntries().index;
const RELATIVE_TS_SPECIFIER = /(['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g;

const globalCss = `${srcDir}/styles/global.css`;
const globalCssSource = readFileSync(globalCss, 'utf8');
/** The cascade-layer order statement of global.css: app CSS over components over the reset. */
const LAYER_ORDER = globalCssSource.match(/@layer [\w.\-, ]+;/)?.[0];
/** global.css's imports of @platform/tokens (tokens of every brand, the bundled font). */
const TOKEN_IMPORTS = globalCssSource.match(/@import [^;]+;/g) ?? [];

/**
 * The package's one stylesheet. global.css joins the bundle through the root entry (the source
 * index stays free of CSS imports for the workspace), but without its imports of
 * @platform/tokens: library mode inlines every asset, which would put the whole Korean font into
 * the sheet as base64. The sheet instead starts with the layer order (the bundler orders CSS by
 * chunk and drops the statement, letting the reset outrank components) and those imports, which
 * the consumer's bundler resolves from the @platform/tokens dependency.
 */
function packageStylesheet(): Plugin {
  return {
    name: 'platform-ui-package-stylesheet',
    enforce: 'pre',
    load(id) {
      if (id !== globalCss) return null;
      let code = globalCssSource;
      for (const statement of [LAYER_ORDER ?? '', ...TOKEN_IMPORTS])
        code = code.replace(statement, '');
      return code;
    },
    transform(code, id) {
      if (id !== rootEntry) return null;
      return { code: `import '${globalCss}';\n${code}`, map: null };
    },
    // On disk, after every plugin (Vite's CSS plugin emits the sheet late in generateBundle).
    writeBundle(options) {
      const sheetPath = join(options.dir ?? 'dist', 'styles.css');
      if (!LAYER_ORDER || TOKEN_IMPORTS.length === 0) this.error('global.css changed shape');
      if (!existsSync(sheetPath)) this.error('The build produced no styles.css');
      const head = [LAYER_ORDER, ...TOKEN_IMPORTS].join('\n');
      writeFileSync(sheetPath, `${head}\n${readFileSync(sheetPath, 'utf8')}`);
    },
  };
}

export default defineConfig({
  plugins: [
    packageStylesheet(),
    react(),
    dts({
      tsconfigPath: './tsconfig.build.json',
      entryRoot: 'src',
      outDirs: 'dist',
      // The source imports `./Button.tsx` (allowImportingTsExtensions); published declarations
      // must name the files that exist beside them.
      beforeWriteFile: (filePath, content) => ({
        filePath,
        content: content.replace(RELATIVE_TS_SPECIFIER, '$1$2.js$3'),
      }),
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Plain CSS for consumers: every component's styles in one file, loaded once by the app.
    cssCodeSplit: false,
    lib: {
      entry: libraryEntries(),
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The stylesheet keeps a fixed name: package.json exports it as ./styles.css.
        assetFileNames: (asset) =>
          asset.names.includes('styles.css') ? 'styles.css' : 'assets/[name]-[hash][extname]',
      },
      onwarn(warning, warn) {
        // Radix's "use client" directives are meaningless in a client bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
