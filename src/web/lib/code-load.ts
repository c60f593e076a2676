// A lazily loaded module asked for from several places (a chart and the route that starts its load early):
// one load shared by all of them, and forgotten when it fails, so a network blip does not stick.

import { createElement, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

export interface CodeLoad<T> {
  /** The module, loading it on the first call. */
  load: () => Promise<T>;
  /** Starts the load now; a failure is left to whoever calls `load` next. */
  preload: () => void;
}

export function codeLoad<T>(importer: () => Promise<T>): CodeLoad<T> {
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { load, preload: () => void load().catch(() => undefined) };
}

/** How long a failed load stands before a render may ask again (React re-renders a failed part at once). */
const retryAfterMs = 1000;

/**
 * A component whose code loads on its first render (under a Suspense boundary), for parts a page does not
 * need for its first screen. A failed load reaches the nearest error boundary; a render at least a second
 * later (the boundary's retry, a new visit) asks for the code again, so a network blip does not stick.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let failedAt: number | null = null;
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedAt = Date.now();
          throw error;
        },
      ),
    );
  let current = fresh();
  // A plain function (.ts, no JSX): the lazy component of the moment, replaced once a failure is old enough.
  return function LazyPart(props: Props) {
    if (failedAt !== null && Date.now() - failedAt >= retryAfterMs) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current, props);
  };
}
