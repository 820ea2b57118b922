/** Runs one call of the mock server: the router hands it the work of the call. */
export type CallGate = <T>(call: () => Promise<T>) => Promise<T>;

const direct: CallGate = (call) => call();

let gate: CallGate = direct;

/**
 * Puts `next` around every call the router answers, from finding the call to its answer (the
 * scenario's latency stays outside). The demo's persistence does: its tabs share one database in
 * IndexedDB, so a call first takes the shared lock and catches up with what another tab stored,
 * and a call that changed something stores it before the lock is released (persistence.ts).
 * Returns the undo.
 */
export function setCallGate(next: CallGate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = direct;
  };
}

/** The router's side: runs `call` through the gate in place. */
export function throughCallGate<T>(call: () => Promise<T>): Promise<T> {
  return gate(call);
}
