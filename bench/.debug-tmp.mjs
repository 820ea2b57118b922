import { chromium } from 'playwright';
import { preview } from 'vite';

const server = await preview({
  root: '/work/main/bench/page',
  configFile: false,
  logLevel: 'warn',
  build: { outDir: '/tmp/bench-group-tree' },
  preview: { port: 4792 },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.text()));
await page.goto(server.resolvedUrls.local[0]);
await page.waitForFunction(() => 'bench' in window);
console.log(await page.evaluate(() => window.bench.setup(100000, 2000)));
console.log('first', await page.evaluate(() => window.bench.firstRender()));
for (const step of ['김', '김민', '김민준', '', 's', 'st', 'st0', '', '3반', '']) {
  const t = Date.now();
  try {
    console.log(step, await page.evaluate((s) => window.bench.filter(s), step));
  } catch (e) {
    console.log(step, 'FAIL', Date.now() - t, e.message.slice(0, 200));
    console.log(
      await page.evaluate(() => [
        document.querySelector('[data-slot="group-tree"]').dataset.query,
        document.querySelectorAll('[role=treeitem]').length,
        document.body.innerText.slice(0, 300),
      ]),
    );
  }
}
await browser.close();
server.httpServer.close();
