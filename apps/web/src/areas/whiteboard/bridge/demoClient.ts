import type { WhiteboardMessage } from '@platform/contract';
import type { WhiteboardTransport } from './transports.ts';

/**
 * The demo's stand-in for the native whiteboard client (issue 24 item 6): it records every
 * command it is sent, answers yes, and lets the page show what it received, so that a newcomer
 * opening /wb/* from the demo login page sees what the real client would be asked to do.
 */
export interface DemoWhiteboardClient {
  transport: WhiteboardTransport;
  /** What it received, oldest first. */
  received(): readonly WhiteboardMessage[];
  subscribe(listener: () => void): () => void;
}

export function createDemoWhiteboardClient(): DemoWhiteboardClient {
  let log: readonly WhiteboardMessage[] = [];
  const watchers = new Set<() => void>();
  const listeners = new Set<(data: unknown) => void>();
  return {
    transport: {
      kind: 'demo',
      post(message) {
        log = [...log, message];
        for (const watch of watchers) watch();
        // Answers as the client would: later, not inside the page's own call.
        setTimeout(() => {
          const reply = { requestId: message.requestId, command: message.command, success: true };
          for (const listener of listeners) listener(reply);
        }, 0);
      },
      listen(receive) {
        listeners.add(receive);
        return () => listeners.delete(receive);
      },
    },
    received: () => log,
    subscribe(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
  };
}
