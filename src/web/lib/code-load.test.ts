// @vitest-environment jsdom
import { act, Component, createElement, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeLoad, lazyComponent } from './code-load';

describe('codeLoad', () => {
  it('loads once for every caller, preload included', async () => {
    let calls = 0;
    const code = codeLoad(() => {
      calls += 1;
      return Promise.resolve({ chart: 'timeline' });
    });
    code.preload();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again; a failed preload throws nowhere', async () => {
    let calls = 0;
    const code = codeLoad(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('network blip')) : Promise.resolve('module');
    });
    code.preload();
    await expect(code.load()).rejects.toThrow('network blip');
    await expect(code.load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});

/** Shows "failed" instead of a child that threw, until its key changes. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? 'failed' : this.props.children;
  }
}

describe('lazyComponent', () => {
  afterEach(() => vi.restoreAllMocks());
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  async function show(Part: ComponentType<{ name: string }>, key: number, root: Root) {
    await act(async () => {
      root.render(
        createElement(
          Boundary,
          { key, children: null },
          createElement(Suspense, { fallback: 'loading' }, createElement(Part, { name: 'card' })),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  it('loads nothing until rendered, then shows the component with its props', async () => {
    let calls = 0;
    const Part = lazyComponent(() => {
      calls += 1;
      return Promise.resolve(({ name }: { name: string }) => `hello ${name}`);
    });
    expect(calls).toBe(0);
    const container = document.createElement('div');
    const root = createRoot(container);
    await show(Part, 1, root);
    expect(container.textContent).toBe('hello card');
    expect(calls).toBe(1);
    act(() => root.unmount());
  });

  it('asks for the code again on the next render after a failed load', async () => {
    let offline = true;
    let calls = 0;
    const Part = lazyComponent(() => {
      calls += 1;
      return offline
        ? Promise.reject(new Error('network blip'))
        : Promise.resolve(({ name }: { name: string }) => `hello ${name}`);
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    // React reports each failure it catches.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await show(Part, 1, root);
    expect(container.textContent).toBe('failed');
    const failedCalls = calls;
    offline = false;
    // Right away (React's own re-render of a failed part), the failure stands: no storm of requests.
    await show(Part, 2, root);
    expect(container.textContent).toBe('failed');
    expect(calls).toBe(failedCalls);
    // A render a second later asks again.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 1000);
    await show(Part, 3, root);
    expect(container.textContent).toBe('hello card');
    expect(calls).toBe(failedCalls + 1);
    act(() => root.unmount());
  });
});
