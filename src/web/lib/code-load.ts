// A lazily loaded module asked for from several places (a chart and the route that starts its load early):
// one load shared by all of them, and forgotten when it fails, so a network blip does not stick.

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
