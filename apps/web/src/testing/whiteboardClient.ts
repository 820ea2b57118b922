import type { WhiteboardMessage } from '@platform/contract';
import { resetWhiteboardConnection } from '../areas/whiteboard/bridge/connection.ts';

/** How the stand-in answers: yes, no (with the client's words), or not at all. */
export type FakeClientAnswer = 'yes' | { refuse: string } | 'silent';

export interface FakeWhiteboardClient {
  /** The commands the page sent, as the client received them. */
  received: WhiteboardMessage[];
  /** Sends the page a message as the client would (for the bridge's refusal of stray ones). */
  say(data: unknown): void;
}

type Listener = (event: { data: unknown }) => void;

/**
 * A stand-in for the native whiteboard client in stories: WebView2's `window.chrome.webview`,
 * recording each command and answering as told. Returns the way to remove it (a story's
 * beforeEach cleanup), which also forgets the page's connection to it.
 */
export function installFakeWhiteboardClient(
  answer: FakeClientAnswer = 'yes',
): [FakeWhiteboardClient, () => void] {
  const listeners = new Set<Listener>();
  const client: FakeWhiteboardClient = {
    received: [],
    say: (data) => {
      for (const listener of listeners) listener({ data });
    },
  };
  const webview = {
    postMessage(message: WhiteboardMessage) {
      client.received.push(structuredClone(message));
      if (answer === 'silent') return;
      const reply =
        answer === 'yes'
          ? { requestId: message.requestId, command: message.command, success: true }
          : {
              requestId: message.requestId,
              command: message.command,
              success: false,
              errorMessage: answer.refuse,
            };
      setTimeout(() => client.say(reply), 0);
    },
    addEventListener: (_type: 'message', listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: 'message', listener: Listener) => listeners.delete(listener),
  };
  const win = window as unknown as { chrome?: { webview?: unknown } };
  const before = win.chrome;
  win.chrome = { ...(before ?? {}), webview };
  resetWhiteboardConnection();
  return [
    client,
    () => {
      win.chrome = before;
      resetWhiteboardConnection();
    },
  ];
}
