import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the helper remembers the first paint for the page's lifetime.
async function load(visibilityState: 'visible' | 'hidden') {
  vi.resetModules();
  vi.stubGlobal('document', { visibilityState });
  return import('./first-paint');
}

describe('afterFirstPaint', () => {
  let frames: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('settles after the first frame, then no longer waits', async () => {
    const { afterFirstPaint } = await load('visible');
    let settled = false;
    const waiting = afterFirstPaint()!.then(() => (settled = true));
    expect(afterFirstPaint()).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    frames.forEach((frame) => frame());
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(settled).toBe(true);
    expect(afterFirstPaint()).toBeUndefined();
  });

  it('does not wait long for a frame that does not come', async () => {
    const { afterFirstPaint, FIRST_PAINT_WAIT_MS } = await load('visible');
    let settled = false;
    void afterFirstPaint()!.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(frames).toHaveLength(1);
  });

  it('does not wait in a hidden tab, which paints no frames', async () => {
    const { afterFirstPaint } = await load('hidden');
    await afterFirstPaint();
    expect(afterFirstPaint()).toBeUndefined();
    expect(frames).toHaveLength(0);
  });
});
