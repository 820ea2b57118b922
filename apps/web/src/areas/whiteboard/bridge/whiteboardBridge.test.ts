import { NOTE_ADD_TYPE, type WhiteboardMessage } from '@platform/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoWhiteboardClient } from './demoClient.ts';
import { hostOriginOf } from './hostOrigin.ts';
import { findTransport, type WebViewHost, type WhiteboardTransport } from './transports.ts';
import { createWhiteboardBridge, WhiteboardCommandError } from './whiteboardBridge.ts';

/** A transport the test drives: what the page posted, and a way to answer as the client. */
function fakeTransport() {
  const posted: WhiteboardMessage[] = [];
  let hear: ((data: unknown) => void) | null = null;
  const transport: WhiteboardTransport = {
    kind: 'native',
    post: (message) => posted.push(message),
    listen: (receive) => {
      hear = receive;
      return () => {
        hear = null;
      };
    },
  };
  return { transport, posted, answer: (data: unknown) => hear?.(data) };
}

const close = { command: 'close' } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('the whiteboard bridge (issue 24 item 6)', () => {
  it('sends a command with a request id and settles with the answer to that id', async () => {
    const { transport, posted, answer } = fakeTransport();
    const bridge = createWhiteboardBridge(transport);
    const sent = bridge.send(close);
    const [message] = posted;
    expect(message).toMatchObject({ command: 'close', requestId: expect.any(String) });
    answer({ requestId: message?.requestId, command: 'close', success: true });
    await expect(sent).resolves.toMatchObject({ success: true });
  });

  it('reads an answer the client hands over as JSON text', async () => {
    const { transport, posted, answer } = fakeTransport();
    const sent = createWhiteboardBridge(transport).send(close);
    answer(JSON.stringify({ requestId: posted[0]?.requestId, command: 'close', success: true }));
    await expect(sent).resolves.toMatchObject({ success: true });
  });

  it('ignores what is not an answer it waits for: other ids, other commands, other shapes', async () => {
    vi.useFakeTimers();
    const { transport, posted, answer } = fakeTransport();
    const ignored: unknown[] = [];
    const bridge = createWhiteboardBridge(transport, {
      timeoutMs: 1000,
      onIgnored: (data) => ignored.push(data),
    });
    const sent = bridge.send(close);
    const requestId = posted[0]?.requestId;
    const strays = [
      'not json',
      { requestId: 'other', command: 'close', success: true },
      { requestId, command: 'userListInfo', success: true },
      { requestId, command: 'close', success: 'yes' },
      { requestId, command: 'close', success: true, errorMessage: 'x'.repeat(501) },
    ];
    for (const stray of strays) answer(stray);
    expect(ignored).toHaveLength(strays.length);
    const outcome = expect(sent).rejects.toMatchObject({ reason: 'noAnswer' });
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });

  it('rejects with the client words when the client says no', async () => {
    const { transport, posted, answer } = fakeTransport();
    const sent = createWhiteboardBridge(transport).send(close);
    answer({
      requestId: posted[0]?.requestId,
      command: 'close',
      success: false,
      errorMessage: 'busy',
    });
    await expect(sent).rejects.toEqual(new WhiteboardCommandError('refused', 'busy'));
  });

  it('throws on a command the contract refuses, before anything is posted', () => {
    const { transport, posted } = fakeTransport();
    const bridge = createWhiteboardBridge(transport);
    expect(() =>
      bridge.send({
        command: 'loadNote',
        addType: NOTE_ADD_TYPE.BOOK_PAGES,
        companyIdx: 1,
        meetIdx: null,
        bookIdx: 1,
        pageStart: 1,
        pageEnd: 2,
        bookPageUrl: [],
      }),
    ).toThrow();
    expect(posted).toHaveLength(0);
  });

  it('stops hearing the client once disposed', async () => {
    const { transport, answer } = fakeTransport();
    const onIgnored = vi.fn();
    createWhiteboardBridge(transport, { onIgnored }).dispose();
    answer({ requestId: 'x', command: 'close', success: true });
    expect(onIgnored).not.toHaveBeenCalled();
  });
});

describe("the client's channel", () => {
  const webview = (): WebViewHost & { listeners: Set<(event: { data: unknown }) => void> } => {
    const listeners = new Set<(event: { data: unknown }) => void>();
    return {
      listeners,
      postMessage: vi.fn(),
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
  };

  it('is WebView2 first, then the host frame of the named origin, then the demo, else none', () => {
    const win = { parent: {} } as unknown as Window;
    const demo = () => createDemoWhiteboardClient().transport;
    expect(findTransport(win)).toBeNull();
    expect(findTransport(win, { demo })?.kind).toBe('demo');
    expect(findTransport(win, { hostOrigin: 'https://board.example', demo })?.kind).toBe('host');
    Object.assign(win, { chrome: { webview: webview() } });
    expect(findTransport(win, { hostOrigin: 'https://board.example', demo })?.kind).toBe('native');
  });

  it('never talks to a parent window when no origin, or an unsafe one, is named', () => {
    const win = { parent: {} } as unknown as Window;
    expect(findTransport(win, { hostOrigin: 'http://board.example' })).toBeNull();
    expect(findTransport(win, { hostOrigin: 'javascript:alert(1)' })).toBeNull();
    // A page that is not in a frame has no host.
    const top = {} as Window & { parent: Window };
    top.parent = top;
    expect(findTransport(top, { hostOrigin: 'https://board.example' })).toBeNull();
  });

  it('hears the host frame only from the parent window and the named origin', () => {
    const listeners: ((event: MessageEvent) => void)[] = [];
    const parent = { postMessage: vi.fn() };
    const win = {
      parent,
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.push(listener),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    const transport = findTransport(win, { hostOrigin: 'https://board.example/path' });
    const heard: unknown[] = [];
    transport?.listen((data) => heard.push(data));
    const say = (source: unknown, origin: string, data: unknown) => {
      for (const listener of listeners) listener({ source, origin, data } as MessageEvent);
    };
    say(parent, 'https://evil.example', 'from another site');
    say({}, 'https://board.example', 'from another window');
    say(parent, 'https://board.example', 'from the host');
    expect(heard).toEqual(['from the host']);
    transport?.post({ requestId: 'r', command: 'close' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { requestId: 'r', command: 'close' },
      'https://board.example',
    );
  });

  it('reads the host origin a build may name: https, or http on a loopback host only', () => {
    expect(hostOriginOf('https://board.example/app/')).toBe('https://board.example');
    expect(hostOriginOf('http://localhost:5173')).toBe('http://localhost:5173');
    expect(hostOriginOf('http://board.example')).toBeNull();
    expect(hostOriginOf('not a url')).toBeNull();
    expect(hostOriginOf(undefined)).toBeNull();
  });
});

describe("the demo's stand-in client", () => {
  it('records each command and answers yes, later', async () => {
    const demo = createDemoWhiteboardClient();
    const bridge = createWhiteboardBridge(demo.transport);
    const seen = vi.fn();
    demo.subscribe(seen);
    await expect(bridge.send(close)).resolves.toMatchObject({ success: true });
    expect(demo.received()).toEqual([expect.objectContaining({ command: 'close' })]);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
