// What the benchmark pages time with: inside the page, so no round trip to Node is in a figure.

/** Yields to the event loop without setTimeout's 4 ms clamp. */
export const tick = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Resolves at the next animation frame, with its time. */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves after the next frame has been produced (rAF, then the task after it). */
export const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Waits until `check` holds, looking again at every turn of the event loop. */
export async function until(check: () => boolean, timeoutMs = 20_000) {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await tick();
  }
}

export interface Timing {
  /** Until the DOM holds the result (script, style of React's commit). */
  dom: number;
  /** Until the next frame after it. */
  frame: number;
}

/** Times `act` until `done` holds (DOM), and until the frame after it (frame). */
export async function timed(act: () => void, done: () => boolean): Promise<Timing> {
  await nextPaint();
  const start = performance.now();
  act();
  await until(done);
  const dom = performance.now() - start;
  await nextPaint();
  return { dom, frame: performance.now() - start };
}
