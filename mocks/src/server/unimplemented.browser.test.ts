import { type EndpointName, endpoints } from '@platform/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { MOCK_API_PREFIX } from '../api.ts';
import { startMockWorker } from '../browser.ts';
import { implementations } from '../handlers/index.ts';

/*
 * Issue 17 item 6, in Chromium with the real service worker: "An unimplemented call falls
 * through the service worker and gets the app's HTML with 200". Vite's dev server answers any
 * path it does not know with index.html, which is what a fall-through got.
 */
describe('calls the mock does not implement, through the service worker', () => {
  let stop = () => {};
  afterAll(() => stop());

  it("answer 501 JSON naming the call, and a path that is no call 404 JSON, never the app's HTML", async () => {
    const worker = await startMockWorker();
    stop = () => worker.stop();
    const implemented = new Set<EndpointName>(implementations.map(({ name }) => name));
    const name = (Object.keys(endpoints) as EndpointName[]).find(
      (candidate) =>
        !implemented.has(candidate) &&
        endpoints[candidate].method === 'GET' &&
        !endpoints[candidate].path.includes('{'),
    );
    expect(name).toBeDefined();
    const def = endpoints[name as EndpointName];
    const call = await fetch(`${MOCK_API_PREFIX}${def.path}?command=${def.command ?? ''}`);
    expect(call.status).toBe(501);
    expect(call.headers.get('content-type')).toContain('json');
    expect(await call.json()).toMatchObject({
      success: false,
      message: `not implemented: ${name}`,
    });

    const nowhere = await fetch(`${MOCK_API_PREFIX}/no/such/call`);
    expect(nowhere.status).toBe(404);
    expect(nowhere.headers.get('content-type')).toContain('json');
    expect(await nowhere.text()).not.toMatch(/<html|<!doctype/i);
  });
});
