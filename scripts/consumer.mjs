// `npm run packages:consumer`: the packages as a user gets them. Packs @platform/tokens,
// @platform/contract and @platform/ui (scripts/packages.mjs), installs them from the tarballs
// into a fresh Vite app outside the workspace whose code is the example of packages/ui/README.md,
// type-checks it with tsc, builds it, and checks in Chromium what a user sees in Korean and
// English. Third-party packages come `--prefer-offline` from npm's cache (which the workspace's
// install filled), at the versions the workspace uses.
//
//   node scripts/consumer.mjs [--no-build] [--keep]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireBrowser } from './find-browser.mjs';
import { PUBLISHED_PACKAGES, packAll, ROOT, readManifest } from './packages.mjs';
import { readmeFiles } from './readmeExample.mjs';

/** The version of a package the workspace has installed: the app asks npm's cache for it. */
function workspaceVersion(name) {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** What a Vite app's scaffold holds besides its code (npm create vite's react-ts, shortened). */
function scaffold(tarballs) {
  const ours = Object.fromEntries(
    Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]),
  );
  return {
    'package.json': JSON.stringify(
      {
        name: 'platform-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...ours,
          react: workspaceVersion('react'),
          'react-dom': workspaceVersion('react-dom'),
        },
        devDependencies: Object.fromEntries(
          ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map(
            (name) => [name, workspaceVersion(name)],
          ),
        ),
        // @platform/ui's own ranges for its siblings resolve to the tarballs, never the registry.
        overrides: Object.fromEntries(Object.keys(ours).map((name) => [name, `$${name}`])),
      },
      null,
      2,
    ),
    'index.html':
      '<!doctype html>\n<html lang="ko">\n<head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Consumer</title></head>\n<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
    // Two pages: the app, and the plain page that mounts a widget (README, "Embed a widget").
    'vite.config.ts':
      "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({\n  plugins: [react()],\n  build: { rolldownOptions: { input: { main: 'index.html', embed: 'embed.html' } } },\n});\n",
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          skipLibCheck: false,
          types: ['vite/client'],
        },
        include: ['src'],
      },
      null,
      2,
    ),
  };
}

function run(command, args, cwd) {
  console.log(`$ ${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/** The app's build, served as a static site on a free port. */
function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    // Browsers ask for it whatever the page says; a page of the README need not name one.
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function check(condition, what) {
  if (!condition) throw new Error(`Consumer app: ${what}`);
  console.log(`ok - ${what}`);
}

/** Every package of ours came from its tarball: its manifest is the one we staged. */
function checkInstalledFromTarballs(appDir) {
  for (const { name, dir } of PUBLISHED_PACKAGES) {
    const installed = join(appDir, 'node_modules', name, 'package.json');
    const manifest = JSON.parse(readFileSync(installed, 'utf8'));
    check(
      Object.values(manifest.exports).some((target) => target?.import?.startsWith('./dist/')),
      `${name} is installed as published (exports name its built files)`,
    );
    check(
      manifest.version === readManifest(dir).version &&
        !existsSync(join(appDir, 'node_modules', name, 'src', 'index.ts')),
      `${name}@${manifest.version} holds no TypeScript source`,
    );
  }
}

/** Drives the built app as a user: the brand, both languages, the dialog and the picker. */
async function checkInChromium(url, appDir) {
  const tokens = JSON.parse(
    readFileSync(join(appDir, 'node_modules/@platform/tokens/build/tokens.json'), 'utf8'),
  );
  const browser = await chromium.launch({ executablePath: requireBrowser(), args: CHROMIUM_ARGS });
  const errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url);

    // Korean first, in the campus brand.
    const open = page.getByRole('button', { name: '범위 고르기' });
    await open.waitFor();
    check(
      (await page.locator('html').getAttribute('data-brand')) === 'campus',
      'the campus brand is applied',
    );
    const background = await open.evaluate((element) => getComputedStyle(element).backgroundColor);
    const campusPrimary = await page.evaluate(
      (value) => {
        const probe = document.createElement('div');
        probe.style.color = value;
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      },
      tokenValue(tokens, 'campus', 'button-primary-bg'),
    );
    check(
      background === campusPrimary,
      `the primary button wears the campus brand (${background})`,
    );
    check(
      tokenValue(tokens, 'campus', 'button-primary-bg') !==
        tokenValue(tokens, 'default', 'button-primary-bg'),
      'the campus brand differs from the default one',
    );

    await open.click();
    const dialog = page.getByRole('dialog', { name: '숙제 범위' });
    await dialog.waitFor();
    check(
      await dialog.getByLabel('시작 페이지').isVisible(),
      'the picker labels its fields in Korean',
    );
    await dialog.getByRole('gridcell', { name: '3쪽' }).click();
    await dialog.getByText('3쪽부터 12쪽까지, 10쪽').waitFor();
    check(true, 'a page picked on the thumbnails starts a ten-page range, said in Korean');
    check(
      await page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes('Pretendard') && face.status === 'loaded',
        ),
      ),
      'Pretendard draws the Korean text',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    check(
      await open.evaluate((element) => element === document.activeElement),
      'Escape closes the dialog and gives focus back to its trigger',
    );

    // The same app in English.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Choose pages' }).click();
    const english = page.getByRole('dialog', { name: 'Homework pages' });
    await english.waitFor();
    check(
      await english.getByLabel('Start page').isVisible(),
      'the picker labels its fields in English',
    );
    await english.getByRole('button', { name: 'Close' }).click();
    await english.waitFor({ state: 'detached' });
    check(true, "the kit's close button is named in English");

    // The plain page: one widget mounted with mountWidget, no React code of the page's own.
    await page.goto(new URL('embed.html', url).href);
    const mounted = page.locator('#picker');
    await mounted.getByLabel('시작 페이지').waitFor();
    check(true, 'the mounted widget labels its fields in Korean');
    check(
      (await mounted.locator('[data-brand]').first().getAttribute('data-brand')) === 'campus',
      'the mounted widget wears the campus brand',
    );
    await mounted.getByRole('gridcell', { name: '5쪽' }).click();
    await page.locator('#chosen', { hasText: '5-14' }).waitFor();
    check(true, "the page's callback receives the chosen range (5-14)");
    check(
      await mounted.getByText('5쪽부터 14쪽까지, 10쪽').isVisible(),
      'the mounted widget keeps the range it reported',
    );
    check(
      errors.length === 0,
      `no error in the pages${errors.length ? `: ${errors.join('; ')}` : ''}`,
    );
  } finally {
    await browser.close();
  }
}

function tokenValue(tokens, brand, name) {
  const theme = tokens.themes.find((candidate) => candidate.id === brand);
  const entry = theme?.tokens.find((token) => token.name === name);
  if (!entry) throw new Error(`tokens.json has no ${name} in ${brand}`);
  return entry.value;
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) run('node', ['scripts/packages.mjs', 'build'], ROOT);

  const work = mkdtempSync(join(tmpdir(), 'platform-consumer-'));
  const appDir = join(work, 'app');
  const tarballs = packAll(join(work, 'packs'));
  const files = { ...scaffold(tarballs), ...readmeFiles() };
  for (const required of ['src/main.tsx', 'src/App.tsx', 'embed.html', 'src/embed.ts']) {
    if (!files[required]) throw new Error(`packages/ui/README.md has no ${required} block`);
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(appDir, file, '..'), { recursive: true });
    writeFileSync(join(appDir, file), text);
  }

  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    appDir,
  );
  checkInstalledFromTarballs(appDir);
  run(join(appDir, 'node_modules/.bin/tsc'), ['-p', '.'], appDir);
  check(true, 'the README example type-checks against the published types');
  run(join(appDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], appDir);

  const server = await serve(join(appDir, 'dist'));
  try {
    await checkInChromium(`http://127.0.0.1:${server.address().port}/`, appDir);
  } finally {
    server.close();
  }
  if (args.includes('--keep')) console.log(`The app stays in ${appDir}`);
  else rmSync(work, { recursive: true, force: true });
}

await main();
