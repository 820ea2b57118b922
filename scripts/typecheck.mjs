// Type-checks every TypeScript project of the repo, as many at a time as there are cores: each
// `tsc -p` is single-threaded, so on CI's 2 cores two at a time take about half as long as one
// after another. Exits with the first failing project's code after all have run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

export const PROJECTS = [
  'tsconfig.json',
  'tokens',
  'packages/contract',
  'packages/ui',
  'mocks',
  'apps/web',
  'e2e',
];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds} s)`);
      if (code !== 0) process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

const queue = [...PROJECTS];
const codes = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    while (queue.length > 0) codes.push(await check(queue.shift()));
  }),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
