// Finds the Chromium that browser tests drive, in a fixed order: CHROME_PATH, then Debian's
// /usr/bin/chromium, then a browser Playwright installed itself. No tool here may download one.
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const INSTALL_HINT = [
  'No Chromium found for the browser tests. Looked in this order:',
  '  1. $CHROME_PATH',
  `  2. ${DEBIAN_CHROMIUM}`,
  "  3. Playwright's own browser",
  'Install one, then run the tests again:',
  '  Debian/Ubuntu (as root):  apt-get update && apt-get install -y chromium',
  '  or point CHROME_PATH at an installed Chrome or Chromium binary.',
].join('\n');

function isExecutable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** @returns {{ path: string, source: string } | undefined} */
export function findBrowser(env = process.env) {
  const candidates = [
    { source: 'CHROME_PATH', path: env.CHROME_PATH },
    { source: 'Debian chromium', path: DEBIAN_CHROMIUM },
    { source: 'Playwright', path: playwrightChromium() },
  ];
  return candidates.find((candidate) => isExecutable(candidate.path));
}

/** The browser, or an error whose message says how to install one. */
export function requireBrowser(env = process.env) {
  const found = findBrowser(env);
  if (!found) throw new Error(INSTALL_HINT);
  return found.path;
}

/**
 * Flags for a headless Chromium on a closed network, as root: without the background-networking
 * flags Chromium keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findBrowser();
  if (!found) {
    console.error(INSTALL_HINT);
    process.exit(1);
  }
  if (!process.argv.includes('--quiet'))
    console.log(`Browser tests use ${found.path} (${found.source})`);
}
