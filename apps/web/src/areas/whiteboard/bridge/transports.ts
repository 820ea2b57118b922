import type { WhiteboardMessage } from '@platform/contract';
import { hostOriginOf } from './hostOrigin.ts';

/**
 * How a page under /wb reaches the native whiteboard client (issue 24 item 6). assumed, since
 * the spec names the commands but not the channel:
 * - `native`: the client hosts the page in WebView2 and offers `window.chrome.webview`; the page
 *   posts each command to it and hears the client's answers from it, and from nowhere else;
 * - `host`: the client shows the page in a frame of its own web page, whose origin the build
 *   names (VITE_WHITEBOARD_HOST_ORIGIN); commands go to the parent window for that origin only,
 *   and an answer counts only when it comes from the parent window and from that origin;
 * - `demo`: the demo build's fake client (demoClient.ts), when neither is there.
 * With none of them the page says that no whiteboard is connected.
 */
export type TransportKind = 'native' | 'host' | 'demo';

export interface WhiteboardTransport {
  kind: TransportKind;
  post(message: WhiteboardMessage): void;
  /** Hears what the client sends back, unvalidated; returns the way to stop. */
  listen(receive: (data: unknown) => void): () => void;
}

/** The part of WebView2's `window.chrome.webview` the bridge uses. */
export interface WebViewHost {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

type WindowWithWebView = Window & { chrome?: { webview?: Partial<WebViewHost> } };

function webViewOf(win: Window): WebViewHost | null {
  const webview = (win as WindowWithWebView).chrome?.webview;
  return webview &&
    typeof webview.postMessage === 'function' &&
    typeof webview.addEventListener === 'function' &&
    typeof webview.removeEventListener === 'function'
    ? (webview as WebViewHost)
    : null;
}

function nativeTransport(webview: WebViewHost): WhiteboardTransport {
  return {
    kind: 'native',
    post: (message) => webview.postMessage(message),
    listen: (receive) => {
      const listener = (event: { data: unknown }) => receive(event.data);
      webview.addEventListener('message', listener);
      return () => webview.removeEventListener('message', listener);
    },
  };
}

function hostTransport(win: Window, hostOrigin: string): WhiteboardTransport {
  const parent = win.parent;
  return {
    kind: 'host',
    post: (message) => parent.postMessage(message, hostOrigin),
    listen: (receive) => {
      const listener = (event: MessageEvent) => {
        if (event.source !== parent || event.origin !== hostOrigin) return;
        receive(event.data);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}

export interface TransportChoice {
  /** The origin of the client's host page, when the build names one. */
  hostOrigin?: string | null;
  /** The demo's fake client, offered in the demo build only. */
  demo?: () => WhiteboardTransport;
}

/** The client's channel, in a fixed order: WebView2, the host frame, the demo's fake client. */
export function findTransport(
  win: Window,
  choice: TransportChoice = {},
): WhiteboardTransport | null {
  const webview = webViewOf(win);
  if (webview) return nativeTransport(webview);
  const hostOrigin = hostOriginOf(choice.hostOrigin ?? undefined);
  if (hostOrigin && win.parent !== win) return hostTransport(win, hostOrigin);
  return choice.demo?.() ?? null;
}
