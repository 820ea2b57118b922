// The public API of @platform/ui is versioned: public-api.json is the API as it was at the
// version it records (taken by `npm run version-packages`, after `changeset version`). Between two
// releases a change of the API must come with a pending changeset that names the package, and a
// removed name with a breaking bump.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packageDir, publicApi, readPackageJson, snapshotPath } from './publicApi.mjs';

export const PACKAGE_NAME = '@platform/ui';
export const CHANGESET_DIR = resolve(packageDir, '../../.changeset');
export const SNAPSHOT_COMMAND = 'npm run version-packages';

const BUMPS = ['patch', 'minor', 'major'];

/**
 * The bumps that pending changesets ask for a package: the front matter of every .changeset/*.md
 * (`"@platform/ui": minor`).
 */
export function pendingBumps(dir = CHANGESET_DIR, name = PACKAGE_NAME) {
  if (!existsSync(dir)) return [];
  const bumps = [];
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const frontMatter = readFileSync(join(dir, file), 'utf8').match(/^---\n([\s\S]*?)\n---/);
    for (const line of frontMatter?.[1].split('\n') ?? []) {
      const match = line.match(/^\s*["']?([^"':]+)["']?\s*:\s*(patch|minor|major)\s*$/);
      if (match?.[1] === name) bumps.push(match[2]);
    }
  }
  return bumps;
}

/** Every subpath and `subpath#name` of an API, to compare two APIs name by name. */
function apiNames(api) {
  return new Set([
    ...api.subpaths,
    ...Object.entries(api.exports).flatMap(([subpath, names]) =>
      names.map((name) => `${subpath}#${name}`),
    ),
  ]);
}

/** What changed between the snapshot's API and the current one. */
export function apiDifference(snapshot, current) {
  const before = apiNames(snapshot);
  const after = apiNames(current);
  return {
    added: [...after].filter((name) => !before.has(name)),
    removed: [...before].filter((name) => !after.has(name)),
  };
}

/** Before 1.0 a minor bump is the breaking one (semver's 0.x rule, as npm's ^ ranges read it). */
export function breakingBump(version) {
  return version.startsWith('0.') ? 'minor' : 'major';
}

/**
 * Whether the current API may be as it is: `{ ok, reason }`. `snapshot` is public-api.json
 * (`{ version, subpaths, exports }`), `version` the package's version, `bumps` the pending
 * changesets' bumps for the package.
 */
export function apiVerdict({ snapshot, current, version, bumps }) {
  if (snapshot.version !== version) {
    return {
      ok: false,
      reason: `public-api.json was taken at ${snapshot.version} but the package is ${version}: release with \`${SNAPSHOT_COMMAND}\`, which retakes it`,
    };
  }
  const { added, removed } = apiDifference(snapshot, current);
  if (added.length === 0 && removed.length === 0) return { ok: true, reason: 'unchanged' };
  const changed = [...removed.map((name) => `- ${name}`), ...added.map((name) => `+ ${name}`)].join(
    '\n',
  );
  if (bumps.length === 0) {
    return {
      ok: false,
      reason: `The public API changed since ${version} and no pending changeset names ${PACKAGE_NAME}: run \`npx changeset\` and say what changed.\n${changed}`,
    };
  }
  const needed = breakingBump(version);
  const strongest = Math.max(...bumps.map((bump) => BUMPS.indexOf(bump)));
  if (removed.length > 0 && strongest < BUMPS.indexOf(needed)) {
    return {
      ok: false,
      reason: `Names were removed from the public API, which breaks users: the pending changesets ask for ${BUMPS[strongest]}, a breaking change of ${version} needs ${needed}.\n${changed}`,
    };
  }
  return { ok: true, reason: `changed, with a pending ${BUMPS[strongest]} changeset` };
}

export function readSnapshot() {
  return JSON.parse(readFileSync(snapshotPath, 'utf8'));
}

/**
 * Retakes public-api.json at the package's version. Refused when the version is the recorded one
 * and the API differs: that would hide an unreleased change from the test.
 */
export function writeSnapshot({ force = false } = {}) {
  const { version } = readPackageJson();
  const current = publicApi();
  if (existsSync(snapshotPath) && !force) {
    const snapshot = readSnapshot();
    const { added, removed } = apiDifference(snapshot, current);
    if (snapshot.version === version && (added.length || removed.length)) {
      throw new Error(
        `The API differs from the snapshot of ${version}: add a changeset (npx changeset) and release with \`${SNAPSHOT_COMMAND}\` instead of retaking it at the same version.`,
      );
    }
  }
  writeFileSync(snapshotPath, `${JSON.stringify({ version, ...current }, null, 2)}\n`);
  return version;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(packageDir, 'scripts/apiVersion.mjs')) {
  if (process.argv.includes('--write')) {
    console.log(`${PACKAGE_NAME}: public-api.json taken at ${writeSnapshot()}`);
  }
}
