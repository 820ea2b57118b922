// The public surface of @platform/ui, derived from the source tree: the component folders that
// become package subpaths, the package.json export maps for them, and the exported names of every
// entry. Used by `npm run ui:exports`, the library build and the public-API test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const srcDir = join(packageDir, 'src');
export const snapshotPath = join(packageDir, 'public-api.json');
export const ACCEPT_COMMAND = 'npm run ui:exports -w @platform/ui';

/**
 * Every component folder: a PascalCase folder of src with an index.ts. Lower-case folders (i18n,
 * theme, styles) are infrastructure, reached through the root entry only.
 */
export function componentFolders(dir = srcDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .filter((entry) => existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Build entries: output name (without .js) -> source file, the root first. */
export function libraryEntries(folders = componentFolders()) {
  return {
    index: join(srcDir, 'index.ts'),
    ...Object.fromEntries(folders.map((name) => [`${name}/index`, join(srcDir, name, 'index.ts')])),
  };
}

/**
 * The export maps. `exports` serves the workspace the TypeScript source (apps/web, Storybook and
 * Vitest import it unbuilt); `publishConfig.exports` names the built files that a published
 * package exposes (see scripts/packages.mjs at the root, which stages that manifest).
 */
export function exportMaps(folders = componentFolders()) {
  const source = { '.': './src/index.ts' };
  const built = { '.': { types: './dist/index.d.ts', import: './dist/index.js' } };
  for (const name of folders) {
    source[`./${name}`] = `./src/${name}/index.ts`;
    built[`./${name}`] = {
      types: `./dist/${name}/index.d.ts`,
      import: `./dist/${name}/index.js`,
    };
  }
  source['./styles.css'] = './src/styles/global.css';
  built['./styles.css'] = './dist/styles.css';
  source['./package.json'] = './package.json';
  built['./package.json'] = './package.json';
  return { exports: source, publishExports: built };
}

export function readPackageJson() {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
}

/** The package.json with its export maps regenerated from the folders (other fields kept). */
export function withExportMaps(pkg, folders = componentFolders()) {
  const { exports, publishExports } = exportMaps(folders);
  return { ...pkg, exports, publishConfig: { ...pkg.publishConfig, exports: publishExports } };
}

/**
 * The names each entry exports, values and types alike, read with the TypeScript compiler so a
 * removed type is noticed as much as a removed component.
 */
export function publicExportNames(folders = componentFolders()) {
  const entries = { '.': join(srcDir, 'index.ts') };
  for (const name of folders) entries[`./${name}`] = join(srcDir, name, 'index.ts');

  const configPath = join(packageDir, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, packageDir);
  const program = ts.createProgram(Object.values(entries), { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();

  const names = {};
  for (const [subpath, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`Cannot read the exports of ${file}`);
    names[subpath] = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => symbol.getName())
      .sort();
  }
  return names;
}

/** What the committed snapshot holds: the subpaths and every entry's exported names. */
export function publicApi(folders = componentFolders()) {
  return {
    subpaths: Object.keys(exportMaps(folders).exports),
    exports: publicExportNames(folders),
  };
}
