// The three published packages, as their users get them.
//
//   node scripts/packages.mjs build          builds each package's published files (build:package)
//   node scripts/packages.mjs check          stages each, runs publint and attw on it
//   node scripts/packages.mjs pack --out D   stages and packs each into D (the tarballs to publish)
//
// In the workspace `exports` point at the TypeScript source, so that apps/web, Storybook and
// Vitest need no build; `publishConfig.exports` names the built files. npm does not apply
// `publishConfig.exports` (pnpm and Yarn do), so what is published is a staged folder whose
// manifest carries those exports: publishing with npm means `npm publish <tarball>` of `pack`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** In dependency order: each may depend on the ones before it. */
export const PUBLISHED_PACKAGES = [
  { name: '@platform/tokens', dir: 'tokens' },
  { name: '@platform/contract', dir: 'packages/contract' },
  { name: '@platform/ui', dir: 'packages/ui' },
];

/** Files npm adds to every package whatever `files` says, copied when they exist. */
const ALWAYS_PUBLISHED = ['README.md', 'CHANGELOG.md', 'LICENSE'];

export function readManifest(dir) {
  return JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
}

/**
 * The manifest as published: the built files' exports, without what only the workspace uses
 * (scripts, devDependencies). Fails on what npm would publish badly: `private`, workspace-only
 * dependency ranges.
 */
export function publishedManifest(pkg) {
  const { scripts: _scripts, devDependencies: _dev, publishConfig = {}, ...rest } = pkg;
  const { exports: publishedExports, ...restPublishConfig } = publishConfig;
  if (rest.private) throw new Error(`${pkg.name} is private: npm refuses to publish it`);
  if (!publishedExports) throw new Error(`${pkg.name} has no publishConfig.exports`);
  for (const [name, range] of Object.entries(rest.dependencies ?? {})) {
    if (name.startsWith('@platform/') && range === '*') {
      throw new Error(`${pkg.name} depends on ${name}@*: name the version range it needs`);
    }
  }
  return {
    ...rest,
    exports: publishedExports,
    ...(Object.keys(restPublishConfig).length ? { publishConfig: restPublishConfig } : {}),
  };
}

/** Copies what the package publishes into `stageDir`, with the published manifest. */
export function stagePackage({ name, dir }, stageDir) {
  const pkg = readManifest(dir);
  const manifest = publishedManifest(pkg);
  mkdirSync(stageDir, { recursive: true });
  const files = pkg.files ?? [];
  for (const entry of files) {
    const from = join(ROOT, dir, entry);
    if (!existsSync(from)) {
      if (ALWAYS_PUBLISHED.includes(entry)) continue;
      throw new Error(`${name}: ${entry} is missing; run \`node scripts/packages.mjs build\``);
    }
    cpSync(from, join(stageDir, entry), { recursive: true });
  }
  for (const file of ALWAYS_PUBLISHED.filter((file) => !files.includes(file))) {
    if (existsSync(join(ROOT, dir, file))) cpSync(join(ROOT, dir, file), join(stageDir, file));
  }
  writeFileSync(join(stageDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** `npm pack` of a staged folder into `outDir`; returns the tarball's path. */
export function packStaged(stageDir, outDir) {
  mkdirSync(outDir, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', stageDir, '--pack-destination', outDir, '--json', '--ignore-scripts'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [{ filename }] = JSON.parse(output);
  return join(outDir, filename);
}

/** Stages and packs every published package into `outDir`: name -> tarball path. */
export function packAll(outDir) {
  const stageRoot = mkdtempSync(join(tmpdir(), 'platform-stage-'));
  const tarballs = {};
  for (const pkg of PUBLISHED_PACKAGES) {
    const stageDir = join(stageRoot, pkg.dir.replaceAll('/', '-'));
    stagePackage(pkg, stageDir);
    tarballs[pkg.name] = packStaged(stageDir, outDir);
  }
  return tarballs;
}

function buildAll() {
  for (const { name } of PUBLISHED_PACKAGES) {
    execFileSync('npm', ['run', 'build:package', '-w', name], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** publint (strict, every suggestion shown) and attw on each package as published. */
async function checkAll() {
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  const outDir = mkdtempSync(join(tmpdir(), 'platform-packs-'));
  const stageRoot = mkdtempSync(join(tmpdir(), 'platform-stage-'));
  let failed = false;
  for (const pkg of PUBLISHED_PACKAGES) {
    const stageDir = join(stageRoot, pkg.dir.replaceAll('/', '-'));
    const manifest = stagePackage(pkg, stageDir);
    const { messages } = await publint({ pkgDir: stageDir, level: 'suggestion', strict: true });
    for (const message of messages) {
      console.log(`${pkg.name} publint ${message.type}: ${formatMessage(message, manifest)}`);
    }
    const errors = messages.filter((message) => message.type === 'error').length;
    console.log(`${pkg.name}: publint ${messages.length} message(s), ${errors} error(s)`);
    failed ||= errors > 0;

    // ESM only, like the packages: attw's node10 and require() resolutions do not apply. CSS,
    // JSON and asset subpaths have no types to check.
    const tarball = packStaged(stageDir, outDir);
    const typedEntries = Object.entries(manifest.exports)
      .filter(([, target]) => typeof target === 'object')
      .map(([subpath]) => subpath);
    const attw = (format) =>
      execFileSync(
        join(ROOT, 'node_modules/.bin/attw'),
        [tarball, '--profile', 'esm-only', '--entrypoints', ...typedEntries, ...format],
        { stdio: 'inherit' },
      );
    try {
      attw(['--quiet']);
      console.log(`${pkg.name}: attw found no problem in ${typedEntries.length} typed entries`);
    } catch {
      // Quiet prints nothing: the run again shows which entry failed how.
      try {
        attw(['--format', 'ascii']);
      } catch {}
      console.log(`${pkg.name}: attw found problems (above)`);
      failed = true;
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  if (command === 'build') {
    buildAll();
  } else if (command === 'check') {
    process.exitCode = await checkAll();
  } else if (command === 'pack') {
    const outIndex = process.argv.indexOf('--out');
    if (outIndex < 0) throw new Error('pack needs --out <dir>');
    const tarballs = packAll(resolve(process.argv[outIndex + 1]));
    for (const [name, tarball] of Object.entries(tarballs)) console.log(`${name}: ${tarball}`);
  } else {
    console.error('usage: node scripts/packages.mjs build | check | pack --out <dir>');
    process.exitCode = 2;
  }
}
