// @vitest-environment node
// Issue 17 item 2: DOWNLOAD_CLIENT's downloadLink reached location.assign unchecked, so a
// `javascript:` link from a compromised server ran script in the app's frame. Every place where a
// URL reaches navigation must take it through safeUrl (@platform/contract), the one scheme check.
// A simple, honest heuristic over the source text, not a proof: it finds the sinks, reads the
// argument, and accepts a literal path of this site, a call of safeUrl, or a name declared from
// one in the same file. What it cannot see through is listed below, each with the reason it was
// reviewed and found safe.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SCANNED = ['apps/web/src', 'packages/ui/src'];

/** Reviewed exceptions: the file, the argument as written, and why it is safe. */
const REVIEWED: readonly { file: string; argument: string; reason: string }[] = [
  {
    file: 'apps/web/src/build/textsPerLanguage.ts',
    argument: 'h',
    reason: "the language chooser's preload of a chunk the build named (a path of this site)",
  },
  {
    file: 'apps/web/src/app/frame/AppFrame.tsx',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
    argument: '`${basePath}/main`',
    reason: 'a route of this app: basePath is the encoded companyId after a slash',
  },
  {
    file: 'apps/web/src/app/frame/AppFrame.tsx',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
    argument: '`${basePath}/message/recv/list`',
    reason: 'a route of this app: basePath is the encoded companyId after a slash',
  },
  {
    file: 'apps/web/src/areas/auth/login/ModeNotices.tsx',
    argument: 'way',
    reason:
      "systemBrowserUrl: the page's own address, encoded into a fixed kakaotalk:, intent: or the same https address",
  },
  {
    file: 'packages/ui/src/FrameLink/FrameLink.tsx',
    argument: 'href',
    reason: "the kit's plain link renders its caller's href; the callers' href props are scanned",
  },
  {
    file: 'apps/web/src/shared/saveFile.ts',
    argument: 'url',
    reason: 'the object URL of a downloaded blob (URL.createObjectURL), on a temporary link',
  },
  {
    file: 'packages/ui/src/QrCodeDialog/QrCodeDialog.tsx',
    argument: 'logo.url',
    reason: "the QR code's logo <image>: loadLogo (qrImage.ts) passed it through safeUrl",
  },
  {
    file: 'packages/ui/src/QrCodeDialog/qrImage.ts',
    argument: 'url',
    reason: 'the object URL of the generated PNG (URL.createObjectURL), on a temporary link',
  },
  {
    file: 'packages/ui/src/theme/applyBranding.ts',
    argument: 'branding.faviconUrl',
    reason: "the favicon's <link>, an image URL built from the API base (brandingImageUrl)",
  },
];

interface Sink {
  file: string;
  line: number;
  kind: string;
  argument: string;
}

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'testing' && name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) {
        found.push(path);
      }
    }
  };
  walk(dir);
  return found;
}

/** The text from `start` to the bracket that closes the one before it, or the argument's end. */
function argumentAt(text: string, start: number, close: ')' | '}'): string {
  const open = close === ')' ? '(' : '{';
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === open || char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return text.slice(start, i).trim();
      depth -= 1;
    } else if (char === ',' && depth === 0 && close === ')') return text.slice(start, i).trim();
  }
  return text.slice(start).trim();
}

/** `location.assign(`, `.replace(`, `window.open(`, `….href =`, and JSX `href={` / `fooHref={`. */
const SINKS: readonly { kind: string; pattern: RegExp; close: ')' | '}' | ';' }[] = [
  { kind: 'location.assign/replace', pattern: /\blocation\.(?:assign|replace)\(/g, close: ')' },
  { kind: 'window.open', pattern: /\b(?:window|globalThis|self)\.open\(/g, close: ')' },
  { kind: '.href =', pattern: /\.href\s*=(?!=)/g, close: ';' },
  { kind: 'JSX href', pattern: /\b\w*[hH]ref=\{/g, close: '}' },
];

function sinksOf(file: string, text: string): Sink[] {
  const sinks: Sink[] = [];
  for (const { kind, pattern, close } of SINKS) {
    for (const match of text.matchAll(pattern)) {
      const start = (match.index ?? 0) + match[0].length;
      const argument =
        close === ';'
          ? (text.slice(start).split(/;|\n/)[0] ?? '').trim()
          : argumentAt(text, start, close);
      const line = text.slice(0, match.index).split('\n').length;
      sinks.push({ file, line, kind, argument });
    }
  }
  return sinks;
}

/** A literal path of this site or a fragment: `'/'`, `` `/${x}` ``, `` `#${id}` ``. */
const SITE_LITERAL = /^(['"`])(?:#|\/(?![/\\]))/;

function isChecked(argument: string, text: string): boolean {
  if (argument.includes('safeUrl(')) return true;
  if (SITE_LITERAL.test(argument)) return true;
  const name = /^([A-Za-z_$][\w$]*)(?:\s*\?\?\s*undefined)?$/.exec(argument)?.[1];
  if (!name) return false;
  // Declared in this file from safeUrl: `const url = safeUrl(…)`, `const tel = x ? safeUrl(…) : null`.
  const declaration = new RegExp(`\\b(?:const|let)\\s+${name}\\b[^=;]*=([^;]*)`, 'g');
  return [...text.matchAll(declaration)].some((match) => match[1]?.includes('safeUrl('));
}

function uncheckedSinks(): Sink[] {
  const unchecked: Sink[] = [];
  for (const folder of SCANNED) {
    for (const path of sourceFiles(join(root, folder))) {
      const file = relative(root, path).split(sep).join('/');
      const text = readFileSync(path, 'utf8');
      for (const sink of sinksOf(file, text)) {
        const reviewed = REVIEWED.some(
          (entry) => entry.file === file && entry.argument === sink.argument,
        );
        if (!reviewed && !isChecked(sink.argument, text)) unchecked.push(sink);
      }
    }
  }
  return unchecked;
}

describe('URLs that reach navigation', () => {
  it('go through safeUrl: location.assign/replace, window.open, .href = and JSX href', () => {
    const found = uncheckedSinks().map(
      (sink) => `${sink.file}:${sink.line} ${sink.kind}: ${sink.argument}`,
    );
    expect(found).toEqual([]);
  });

  it('finds an unchecked sink (the heuristic itself)', () => {
    const text = [
      'const link = reply.downloadLink;',
      'globalThis.location.assign(reply.downloadLink);',
      "window.open(link, '_blank');",
      'const ok = safeUrl(link, { allow: URL_SCHEMES.WEB });',
      'if (ok) location.assign(ok);',
      "location.replace('/home');",
      'el.href = link;',
      '<a href={link}>x</a>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      '<a href={`#${id}`}>x</a>',
      '<AppHeader helpHref={config.helpSite} />',
      '<AppHeader helpHref={safeUrl(config.helpSite, HELP) ?? undefined} />',
    ].join('\n');
    const flagged = sinksOf('x.tsx', text)
      .filter((sink) => !isChecked(sink.argument, text))
      .map((sink) => `${sink.kind}: ${sink.argument}`);
    expect(flagged.sort()).toEqual(
      [
        'location.assign/replace: reply.downloadLink',
        'window.open: link',
        '.href =: link',
        'JSX href: link',
        'JSX href: config.helpSite',
      ].sort(),
    );
  });

  it('lists only reviewed exceptions that still exist', () => {
    for (const entry of REVIEWED) {
      const text = readFileSync(join(root, entry.file), 'utf8');
      const present = sinksOf(entry.file, text).some((sink) => sink.argument === entry.argument);
      expect(present, `${entry.file}: ${entry.argument}`).toBe(true);
    }
  });
});
