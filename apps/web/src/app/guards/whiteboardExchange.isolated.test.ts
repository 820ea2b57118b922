import { describe, expect, it, vi } from 'vitest';

const result = vi.fn();
vi.mock('../session/api.ts', () => ({ api: { result: (...args: unknown[]) => result(...args) } }));

const { createRoutes } = await import('../routes.tsx');
const { takeWhiteboardExchange, whiteboardCredential } = await import('./whiteboardExchange.ts');

/** The /wb route of the app's table, whose loader starts the exchange. */
function whiteboardRoute() {
  const find = (routes: ReturnType<typeof createRoutes>): (typeof routes)[number] | undefined => {
    for (const route of routes) {
      if (route.path === '/wb') return route;
      const inner = route.children && find(route.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const route = find(createRoutes());
  if (!route || typeof route.loader !== 'function') throw new Error('no /wb loader');
  return route as typeof route & { loader: (args: unknown) => unknown };
}

describe('the whiteboard pages exchange brk or p for a session', () => {
  it('reads brk before p', () => {
    expect(whiteboardCredential(new URLSearchParams('p=second&brk=first'))).toBe('first');
    expect(whiteboardCredential(new URLSearchParams('x=1'))).toBeNull();
  });

  it("starts in the route's loader, and the guard takes that exchange instead of a second one", async () => {
    result.mockReset();
    result.mockResolvedValue({ token: { access_token: 'a', refresh_token: 'r' } });
    const route = whiteboardRoute();
    route.loader({ request: new Request('http://localhost/wb/attendee?brk=T1'), params: {} });
    expect(result).toHaveBeenCalledTimes(1);
    expect(result.mock.calls[0]?.slice(0, 2)).toEqual([
      'openLoginSso.SIGN_IN_APP',
      { token: 'T1' },
    ]);
    await takeWhiteboardExchange('T1', new AbortController().signal);
    expect(result).toHaveBeenCalledTimes(1);
    // Moving between the embedded pages does not exchange again.
    expect(route.shouldRevalidate?.({} as never)).toBe(false);
  });
});
