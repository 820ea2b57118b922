import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpHandlers, implement } from './router.ts';

/*
 * Issue 17 item 4: "crashes with a 500 that returns a stack trace". A server of one call whose
 * handler throws, apart from the full mock server, whose tests fail on any 500.
 */
const server = setupServer(
  ...createHttpHandlers([
    implement('openLogger.log', () => {
      throw new TypeError('Cannot read properties of undefined (reading secretColumn)');
    }),
  ]),
);

describe('a failure inside the mock server', () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => quiet.mockClear());
  afterAll(() => {
    server.close();
    quiet.mockRestore();
  });

  it('answers a bare 500 envelope without the exception message or stack (msw sent both)', async () => {
    const response = await fetch('http://localhost/boda/open/logger', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'warn', message: 'x' }),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, errorCode: null });
    expect(text).not.toMatch(/secretColumn|TypeError|stack|\n\s+at /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The developer still sees it, in the console.
    expect(quiet).toHaveBeenCalled();
  });
});
