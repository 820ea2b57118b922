// Builds the design tokens: DTCG JSON under src/ -> build/tokens.css, build/tokens.json,
// build/names.ts. Run with `npm run build -w @platform/tokens`. Plain ESM: Node 20 runs it as is.
//
// Layers: src/primitives -> src/semantic -> src/component. A brand is src/brands/<id>/*.json,
// overriding the $value of tokens that already exist; `default` is the base without overrides.
// Every theme block in tokens.css declares every variable, so that a `data-brand` scope nested
// inside another one re-resolves each semantic and component variable against its own values.
// The build fails, writing nothing, when a contrast pair (src/contrast-pairs.json) fails in any
// theme.

import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import StyleDictionary from 'style-dictionary';
import { ContrastError, checkPairs, isContrastKind, REQUIRED_RATIO } from './contrast.mjs';

/** @typedef {import('../src/types.ts').TokenLayer} TokenLayer */
/** @typedef {import('../src/types.ts').TokenEntry} TokenEntry */
/** @typedef {import('../src/types.ts').ThemeDocument} ThemeDocument */
/** @typedef {import('../src/types.ts').TokensDocument} TokensDocument */
/** @typedef {import('./contrast.mjs').ContrastPair} ContrastPair */
/** @typedef {import('./contrast.mjs').ContrastResult} ContrastResult */
/** @typedef {Record<string, any>} TokenTree */

export const tokensDir = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const DEFAULT_THEME = 'default';

/** @type {ReadonlyArray<readonly [TokenLayer, string]>} layer and its folder under src/ */
const LAYERS = [
  ['primitive', 'primitives'],
  ['semantic', 'semantic'],
  ['component', 'component'],
];

const SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Thrown for malformed token sources (not for contrast failures: see ContrastError). */
export class TokenSourceError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'TokenSourceError';
  }
}

/**
 * @param {unknown} node
 * @returns {node is TokenTree}
 */
function isObject(node) {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

/** @param {unknown} node */
function isToken(node) {
  return isObject(node) && Object.hasOwn(node, '$value');
}

/**
 * Visits every token and every group of a DTCG tree.
 * @param {TokenTree} tree
 * @param {(tokenPath: string[], node: TokenTree, isToken: boolean) => void} visit
 * @param {string[]} [at]
 */
function walk(tree, visit, at = []) {
  for (const [key, node] of Object.entries(tree)) {
    if (key.startsWith('$')) continue;
    const here = [...at, key];
    if (!isObject(node)) {
      throw new TokenSourceError(`"${here.join('.')}" is neither a token nor a group`);
    }
    if (!SEGMENT.test(key)) {
      throw new TokenSourceError(
        `"${here.join('.')}": name segments are lower-case kebab-case (a-z, 0-9, -), got "${key}"`,
      );
    }
    if (isToken(node)) {
      visit(here, node, true);
    } else {
      visit(here, node, false);
      walk(node, visit, here);
    }
  }
}

/**
 * Merges `source` into `target` (both DTCG trees), refusing to define one token twice.
 * @param {TokenTree} target
 * @param {TokenTree} source
 * @param {string} file for messages
 * @param {string[]} [at]
 */
function mergeTree(target, source, file, at = []) {
  for (const [key, node] of Object.entries(source)) {
    const here = [...at, key];
    if (key.startsWith('$')) {
      if (key === '$type' && target.$type !== undefined && target.$type !== node) {
        throw new TokenSourceError(
          `${file}: group "${at.join('.')}" has $type "${node}" here and "${target.$type}" elsewhere`,
        );
      }
      target[key] = node;
      continue;
    }
    if (isToken(node)) {
      if (target[key] !== undefined) {
        throw new TokenSourceError(`${file}: "${here.join('.')}" is defined twice`);
      }
      target[key] = structuredClone(node);
    } else if (isObject(node)) {
      if (isToken(target[key])) {
        throw new TokenSourceError(`${file}: "${here.join('.')}" is both a token and a group`);
      }
      target[key] ??= {};
      mergeTree(target[key], node, file, here);
    }
  }
}

/** @param {string} dir */
async function jsonFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

/** @param {string} file */
async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new TokenSourceError(`${file}: ${reason}`);
  }
}

/**
 * Reads the three layers into one tree, remembering each token's layer and $type inheritance.
 * @param {string} srcDir
 */
async function readBase(srcDir) {
  /** @type {TokenTree} */
  const tree = {};
  /** @type {Map<string, TokenLayer>} */
  const layerOf = new Map();
  /** @type {Record<string, string>} */
  const groups = {};
  for (const [layer, folder] of LAYERS) {
    for (const file of await jsonFiles(path.join(srcDir, folder))) {
      const source = await readJson(file);
      const relative = path.relative(srcDir, file);
      walk(source, (tokenPath, node, token) => {
        const dotted = tokenPath.join('.');
        if (token) {
          if (layerOf.has(dotted)) {
            throw new TokenSourceError(`${relative}: "${dotted}" is defined twice`);
          }
          layerOf.set(dotted, layer);
        } else if (typeof node.$description === 'string') {
          groups[dotted] = node.$description;
        }
      });
      mergeTree(tree, source, relative);
    }
  }
  return { tree, layerOf, groups };
}

/**
 * Applies one brand's override files to a copy of the base tree. Overrides may only change the
 * $value (and $description) of tokens that exist, so that every theme has the same variables.
 * @param {TokenTree} base
 * @param {Map<string, TokenLayer>} layerOf
 * @param {string} brandDir
 * @param {string} brand
 */
async function applyBrand(base, layerOf, brandDir, brand) {
  const tree = structuredClone(base);
  /** @type {Set<string>} */
  const overridden = new Set();
  for (const file of await jsonFiles(brandDir)) {
    const source = await readJson(file);
    const relative = `brands/${brand}/${path.basename(file)}`;
    walk(source, (tokenPath, node, token) => {
      if (!token) return;
      const dotted = tokenPath.join('.');
      if (!layerOf.has(dotted)) {
        throw new TokenSourceError(
          `${relative}: brand "${brand}" overrides "${dotted}", which no layer defines. ` +
            'A brand may only override existing tokens: add the token to a layer first.',
        );
      }
      if (overridden.has(dotted)) {
        throw new TokenSourceError(`${relative}: brand "${brand}" overrides "${dotted}" twice`);
      }
      /** @type {TokenTree} */
      let target = tree;
      for (const segment of tokenPath) target = target[segment];
      if (node.$type !== undefined && node.$type !== target.$type && target.$type !== undefined) {
        throw new TokenSourceError(
          `${relative}: "${dotted}" cannot change $type from "${target.$type}" to "${node.$type}"`,
        );
      }
      const extra = Object.keys(node).filter(
        (key) => !['$value', '$description', '$type'].includes(key),
      );
      if (extra.length > 0) {
        throw new TokenSourceError(
          `${relative}: "${dotted}" has unexpected keys ${extra.join(', ')}`,
        );
      }
      target.$value = structuredClone(node.$value);
      if (node.$description !== undefined) target.$description = node.$description;
      overridden.add(dotted);
    });
  }
  return { tree, overridden };
}

/**
 * @param {string} file
 * @returns {Promise<ContrastPair[]>}
 */
async function readPairs(file) {
  const source = await readJson(file);
  const pairs = Array.isArray(source) ? source : source.pairs;
  if (!Array.isArray(pairs)) {
    throw new TokenSourceError(`${file}: expected { "pairs": [...] }`);
  }
  for (const [index, pair] of pairs.entries()) {
    const where = `${path.basename(file)} pair #${index + 1}`;
    if (
      !isObject(pair) ||
      typeof pair.foreground !== 'string' ||
      typeof pair.background !== 'string'
    ) {
      throw new TokenSourceError(`${where}: needs "foreground" and "background" token paths`);
    }
    if (!isContrastKind(pair.kind)) {
      throw new TokenSourceError(
        `${where}: kind must be one of ${Object.keys(REQUIRED_RATIO).join(', ')}, got "${pair.kind}"`,
      );
    }
    if (pair.over !== undefined && typeof pair.over !== 'string') {
      throw new TokenSourceError(`${where}: "over" must be a token path`);
    }
  }
  return pairs;
}

/** @param {string} id */
export function themeSelector(id) {
  return id === DEFAULT_THEME ? `:root, [data-brand="${id}"]` : `[data-brand="${id}"]`;
}

/**
 * Runs style-dictionary on one theme's tree.
 * @param {TokenTree} tree
 * @param {string} selector
 * @param {boolean} comments
 */
async function runStyleDictionary(tree, selector, comments) {
  const sd = new StyleDictionary({
    tokens: tree,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'error' },
    hooks: {
      transforms: {
        // The CSS variable is the token path joined with dashes: color.text.default ->
        // --color-text-default. Segments are already kebab-case (checked on read), so no case
        // conversion can merge or split them.
        'name/path-kebab': {
          type: 'name',
          transform: (token) => token.path.join('-'),
        },
      },
    },
    platforms: {
      css: {
        transforms: [
          'name/path-kebab',
          'fontFamily/css',
          'cubicBezier/css',
          'shadow/css/shorthand',
          'asset/url',
        ],
        files: [
          {
            destination: 'tokens.css',
            format: 'css/variables',
            options: {
              selector,
              outputReferences: true,
              showFileHeader: false,
              formatting: { commentStyle: comments ? 'long' : 'none' },
            },
          },
        ],
      },
    },
  });
  await sd.hasInitialized;
  const dictionary = await sd.getPlatformTokens('css');
  const [file] = await sd.formatPlatform('css');
  if (!file || typeof file.output !== 'string') {
    throw new Error('style-dictionary produced no CSS');
  }
  return { dictionary, css: file.output.trim() };
}

/**
 * The value each variable got in the CSS, e.g. `var(--color-gray-900)`.
 * @param {string} css
 */
function declaredValues(css) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const match of css.matchAll(/^\s*--([a-z0-9-]+):\s*(.*);(?:\s*\/\*\*.*\*\/)?\s*$/gm)) {
    if (match[1] && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

/**
 * Asset tokens are urls relative to build/tokens.css (where the CSS is served from): the file
 * must exist under tokens/, or every page of that brand shows a broken image.
 * @param {string} theme
 * @param {import('style-dictionary/types').TransformedToken[]} allTokens
 */
async function checkAssets(theme, allTokens) {
  for (const token of allTokens) {
    if (token.$type !== 'asset') continue;
    const url = String(token.original.$value);
    if (/^[a-z]+:|^\//i.test(url)) continue; // absolute or data: urls are not ours to check
    const file = path.resolve(tokensDir, 'build', url);
    try {
      await access(file);
    } catch {
      throw new TokenSourceError(
        `theme "${theme}": "${token.path.join('.')}" points at ${url}, but ${path.relative(tokensDir, file)} does not exist`,
      );
    }
  }
}

/**
 * @param {unknown} value
 * @returns {string | null}
 */
function referenceOf(value) {
  return typeof value === 'string' && /^\{[^{}]+\}$/.test(value) ? value : null;
}

/**
 * @typedef {object} BuildOptions
 * @property {string} [srcDir] token sources (default tokens/src)
 * @property {string} [brandsDir] one folder per brand (default <srcDir>/brands)
 * @property {string} [contrastPairs] pair list (default <srcDir>/contrast-pairs.json)
 * @property {string} [outDir] output folder (default tokens/build)
 * @property {boolean} [write] write the files (default true); nothing is written on failure
 */

/**
 * @typedef {object} BuildResult
 * @property {TokensDocument} document contents of tokens.json
 * @property {string} css contents of tokens.css
 * @property {string} names contents of names.ts
 * @property {string[]} files written files
 */

/**
 * Builds every theme, checks contrast, and writes tokens.css, tokens.json and names.ts.
 * Rejects with a ContrastError naming theme, pair, measured and required ratio when any pair
 * fails, and with a TokenSourceError for malformed sources.
 * @param {BuildOptions} [options]
 * @returns {Promise<BuildResult>}
 */
export async function buildTokens(options = {}) {
  const srcDir = options.srcDir ?? path.join(tokensDir, 'src');
  const brandsDir = options.brandsDir ?? path.join(srcDir, 'brands');
  const pairsFile = options.contrastPairs ?? path.join(srcDir, 'contrast-pairs.json');
  const outDir = options.outDir ?? path.join(tokensDir, 'build');

  const base = await readBase(srcDir);
  const pairs = await readPairs(pairsFile);

  const brandEntries = await readdir(brandsDir, { withFileTypes: true });
  const brandIds = brandEntries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const id of brandIds) {
    if (!ID.test(id) || id === DEFAULT_THEME) {
      throw new TokenSourceError(
        `brands/${id}: a brand id is kebab-case and not "${DEFAULT_THEME}" (the base is the default brand)`,
      );
    }
  }

  /** @type {ThemeDocument[]} */
  const themes = [];
  /** @type {string[]} */
  const blocks = [];
  /** @type {ContrastResult[]} */
  const failures = [];
  /** @type {string[] | undefined} */
  let names;

  for (const id of [DEFAULT_THEME, ...brandIds]) {
    const { tree, overridden } =
      id === DEFAULT_THEME
        ? { tree: base.tree, overridden: new Set() }
        : await applyBrand(base.tree, base.layerOf, path.join(brandsDir, id), id);
    const selector = themeSelector(id);
    const { dictionary, css } = await runStyleDictionary(tree, selector, id === DEFAULT_THEME);
    const declared = declaredValues(css);

    /** @type {TokenEntry[]} */
    const tokens = dictionary.allTokens.map((token) => {
      const dotted = token.path.join('.');
      const layer = base.layerOf.get(dotted);
      if (!layer) throw new Error(`Token "${dotted}" has no layer`);
      const cssValue = declared.get(token.name);
      if (cssValue === undefined) throw new Error(`Token "${dotted}" is missing from the CSS`);
      return {
        name: token.name,
        cssVar: `--${token.name}`,
        path: token.path,
        type: String(token.$type ?? ''),
        layer,
        value: String(token.$value),
        reference: referenceOf(token.original.$value),
        cssValue,
        description: typeof token.$description === 'string' ? token.$description : null,
        overridden: overridden.has(dotted),
      };
    });
    for (const token of tokens) {
      if (!token.type) throw new TokenSourceError(`"${token.path.join('.')}" has no $type`);
    }
    await checkAssets(id, dictionary.allTokens);

    const themeNames = tokens.map((token) => token.name).sort();
    if (names === undefined) {
      names = themeNames;
    } else if (themeNames.join() !== names.join()) {
      throw new Error(`Theme "${id}" does not declare the same variables as "${DEFAULT_THEME}"`);
    }

    const byPath = new Map(tokens.map((token) => [token.path.join('.'), token]));
    const contrast = checkPairs({
      theme: id,
      pairs,
      resolve: (tokenPath) => {
        const token = byPath.get(tokenPath);
        if (token && token.type !== 'color') {
          throw new TokenSourceError(
            `Contrast pair token "${tokenPath}" is a ${token.type}, not a color`,
          );
        }
        return token?.value;
      },
    });
    failures.push(...contrast.filter((result) => !result.pass));

    themes.push({
      id,
      selector,
      tokens,
      contrast: contrast.map(({ theme: _theme, ...result }) => result),
    });
    blocks.push(
      `/* Theme "${id}": ${overridden.size} override${overridden.size === 1 ? '' : 's'}, ` +
        `${tokens.length} variables */\n${css}`,
    );
  }

  if (failures.length > 0) throw new ContrastError(failures);

  /** @type {TokensDocument} */
  const document = {
    generatedBy: 'tokens/scripts/build.mjs',
    layers: LAYERS.map(([layer]) => layer),
    groups: base.groups,
    requiredRatio: { ...REQUIRED_RATIO },
    themes,
  };
  const header = [
    '/*',
    ' * Generated by tokens/scripts/build.mjs from tokens/src: do not edit.',
    ' * Every theme block declares every variable, so that a [data-brand] scope nested inside',
    ' * another brand resolves each semantic and component variable against its own values.',
    ' */',
  ].join('\n');
  const css = `${[header, ...blocks].join('\n\n')}\n`;
  const namesSource = namesModule(names ?? [], themes);

  /** @type {string[]} */
  const files = [];
  if (options.write ?? true) {
    await mkdir(outDir, { recursive: true });
    for (const [name, content] of /** @type {const} */ ([
      ['tokens.css', css],
      ['tokens.json', `${JSON.stringify(document, null, 2)}\n`],
      ['names.ts', namesSource],
    ])) {
      const file = path.join(outDir, name);
      await writeFile(file, content);
      files.push(file);
    }
  }
  return { document, css, names: namesSource, files };
}

/**
 * @param {string[]} names
 * @param {ThemeDocument[]} themes
 */
function namesModule(names, themes) {
  const defaultTheme = themes.find((theme) => theme.id === DEFAULT_THEME);
  const breakpoints = (defaultTheme?.tokens ?? [])
    .filter((token) => token.path[0] === 'breakpoint')
    .map((token) => {
      const px = Number.parseFloat(token.value);
      if (!token.value.endsWith('px') || Number.isNaN(px)) {
        throw new TokenSourceError(`breakpoint "${token.name}" must be in px, got ${token.value}`);
      }
      return /** @type {const} */ ([token.path.slice(1).join('-'), px]);
    })
    .sort((a, b) => a[1] - b[1]);
  const list = (/** @type {string[]} */ items) => items.map((item) => `  '${item}',`).join('\n');
  return `// Generated by tokens/scripts/build.mjs from tokens/src: do not edit.

/** Every token, by its kebab-case name (the custom property without its leading dashes). */
export const tokenNames = [
${list(names)}
] as const;

export type TokenName = (typeof tokenNames)[number];

const tokenNameSet: ReadonlySet<string> = new Set(tokenNames);

export function isTokenName(value: string): value is TokenName {
  return tokenNameSet.has(value);
}

/** The custom property: cssVarName('space-4') === '--space-4'. */
export function cssVarName<N extends TokenName>(name: N): \`--\${N}\` {
  return \`--\${name}\`;
}

/** A reference for a style: cssVar('color-text-default') === 'var(--color-text-default)'. */
export function cssVar<N extends TokenName>(name: N): \`var(--\${N})\` {
  return \`var(--\${name})\`;
}

/** The themes built into tokens.css, as \`data-brand\` values. */
export const themeIds = [
${list(themes.map((theme) => theme.id))}
] as const;

export type ThemeId = (typeof themeIds)[number];

/**
 * Breakpoints in px, from the breakpoint.* tokens (custom properties cannot be used in @media).
 * Mobile is up to and including sm, tablet above sm up to md, desktop above md.
 */
export const breakpoints = {
${breakpoints.map(([name, px]) => `  ${/^[a-z_]\w*$/i.test(name) ? name : JSON.stringify(name)}: ${px},`).join('\n')}
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** Media queries of the product's device classes (foundation.md: breakpoints). */
export const breakpointQueries = {
  mobile: \`(max-width: \${breakpoints.sm}px)\`,
  tablet: \`(min-width: \${breakpoints.sm + 1}px) and (max-width: \${breakpoints.md}px)\`,
  desktop: \`(min-width: \${breakpoints.md + 1}px)\`,
} as const;
`;
}

async function main() {
  try {
    const result = await buildTokens();
    const { themes } = result.document;
    for (const theme of themes) {
      const passed = theme.contrast.filter((entry) => entry.pass).length;
      console.log(
        `tokens: ${theme.id.padEnd(14)} ${theme.tokens.length} variables, ` +
          `contrast ${passed}/${theme.contrast.length} pairs pass`,
      );
    }
    for (const file of result.files)
      console.log(`tokens: wrote ${path.relative(process.cwd(), file)}`);
  } catch (error) {
    if (error instanceof ContrastError || error instanceof TokenSourceError) {
      console.error(`tokens: build failed.\n${error.message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
