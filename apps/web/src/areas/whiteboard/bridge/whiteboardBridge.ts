import {
  WHITEBOARD_REPLY_TIMEOUT_MS,
  type WhiteboardCommand,
  type WhiteboardMessage,
  type WhiteboardReply,
  whiteboardCommandSchema,
  whiteboardReplySchema,
} from '@platform/contract';
import type { TransportKind, WhiteboardTransport } from './transports.ts';

/** Why a command did not reach its end: the client said no, or did not answer in time. */
export class WhiteboardCommandError extends Error {
  constructor(
    readonly reason: 'refused' | 'noAnswer',
    readonly clientMessage: string | null = null,
  ) {
    super(reason === 'refused' ? `The whiteboard refused: ${clientMessage ?? ''}` : 'No answer');
    this.name = 'WhiteboardCommandError';
  }
}

/** The one typed way from a /wb page to the native whiteboard client (issue 24 item 6). */
export interface WhiteboardBridge {
  readonly kind: TransportKind;
  /** Sends a command; settles with the client's answer (WhiteboardCommandError when not a yes). */
  send(command: WhiteboardCommand): Promise<WhiteboardReply>;
  dispose(): void;
}

export interface BridgeOptions {
  timeoutMs?: number;
  /** Told of every message from the client that was not an answer the bridge waits for. */
  onIgnored?: (data: unknown) => void;
}

let lastId = 0;
const nextRequestId = () => `wb-${Date.now().toString(36)}-${++lastId}`;

/** A native client may hand its answer over as JSON text instead of an object. */
function asObject(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export function createWhiteboardBridge(
  transport: WhiteboardTransport,
  { timeoutMs = WHITEBOARD_REPLY_TIMEOUT_MS, onIgnored }: BridgeOptions = {},
): WhiteboardBridge {
  const waiting = new Map<string, (reply: WhiteboardReply) => void>();
  const stop = transport.listen((data) => {
    const reply = whiteboardReplySchema.safeParse(asObject(data));
    const settle = reply.success ? waiting.get(reply.data.requestId) : undefined;
    if (!reply.success || !settle) {
      onIgnored?.(data);
      return;
    }
    settle(reply.data);
  });

  return {
    kind: transport.kind,
    send(command) {
      // A command the contract refuses is a fault of this page, not of the client: it throws.
      const checked = whiteboardCommandSchema.parse(command);
      const requestId = nextRequestId();
      return new Promise<WhiteboardReply>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(requestId);
          reject(new WhiteboardCommandError('noAnswer'));
        }, timeoutMs);
        waiting.set(requestId, (reply) => {
          if (reply.command !== checked.command) {
            onIgnored?.(reply);
            return;
          }
          clearTimeout(timer);
          waiting.delete(requestId);
          if (reply.success) resolve(reply);
          else reject(new WhiteboardCommandError('refused', reply.errorMessage ?? null));
        });
        transport.post({ ...checked, requestId } as WhiteboardMessage);
      });
    },
    dispose() {
      stop();
      waiting.clear();
    },
  };
}
