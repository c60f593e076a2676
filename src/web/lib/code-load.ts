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

/**
 * A component whose code loads on its first render (under a Suspense boundary), for parts a page does not
 * need for its first screen. A failed load is not kept: the next render asks for the code again.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = fresh();
          throw error;
        },
      ),
    );
  let current = fresh();
  // A plain function (.ts, no JSX): the lazy component of the moment, so a retry uses a fresh one.
  return function LazyPart(props: Props) {
    return createElement(current, props);
  };
}
