import { isDemo } from '../../../app/demoMode.ts';
import { createDemoWhiteboardClient, type DemoWhiteboardClient } from './demoClient.ts';
import { findTransport } from './transports.ts';
import { createWhiteboardBridge, type WhiteboardBridge } from './whiteboardBridge.ts';

export interface WhiteboardConnection {
  /** Null when no whiteboard client is there to talk to. */
  bridge: WhiteboardBridge | null;
  /** The demo's fake client, when that is what the bridge talks to. */
  demo: DemoWhiteboardClient | null;
}

let connection: WhiteboardConnection | null = null;

/**
 * The page's one connection to the client, made on first use and kept while the window lives:
 * the embedded pages move between each other in the same window, and the client's answers must
 * reach whichever page asked.
 */
export function whiteboardConnection(): WhiteboardConnection {
  if (connection) return connection;
  let demo: DemoWhiteboardClient | null = null;
  const transport = findTransport(window, {
    hostOrigin: import.meta.env.VITE_WHITEBOARD_HOST_ORIGIN,
    ...(isDemo()
      ? {
          demo: () => {
            demo = createDemoWhiteboardClient();
            return demo.transport;
          },
        }
      : {}),
  });
  connection = { bridge: transport ? createWhiteboardBridge(transport) : null, demo };
  return connection;
}

/** Forgets the connection (stories and tests install another client before each run). */
export function resetWhiteboardConnection(): void {
  connection?.bridge?.dispose();
  connection = null;
}
