// The first frame before the page's code: route loading waits (once, at start-up) until the browser has
// painted, so the page's chunks do not race the first paint for the wire and the main thread. Later
// navigations do not wait.

/** Longest wait for a frame: a busy or throttled browser still loads the page soon. */
export const FIRST_PAINT_WAIT_MS = 100;

let painted = false;
let pending: Promise<void> | undefined;

/** A promise that settles after the first frame is painted, or undefined once it has been. */
export function afterFirstPaint(): Promise<void> | undefined {
  if (painted) return undefined;
  pending ??= new Promise<void>((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    // A hidden tab paints no frames.
    if (document.visibilityState === 'hidden') return done();
    // A frame's callbacks run before its paint; a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, FIRST_PAINT_WAIT_MS);
  });
  return pending;
}
