// A value kept in localStorage, read through a zod schema (stored data may be old or hand-edited), shared
// by every component that uses it and synced across tabs. Falls back to memory when storage is disabled.
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export interface StoredValue<Value> {
  get(): Value;
  set(value: Value): void;
  subscribe(notify: () => void): () => void;
}

/** The storage the browser offers, or null where there is none or it is disabled. */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createStoredValue<Schema extends z.ZodType>(
  key: string,
  schema: Schema,
  fallback: z.output<Schema>,
  storage: () => Storage | null = browserStorage,
): StoredValue<z.output<Schema>> {
  type Value = z.output<Schema>;
  const listeners = new Set<() => void>();
  let memory: Value = fallback;
  // useSyncExternalStore needs the same object back while nothing changed.
  let cachedText: string | null | undefined;
  let cachedValue: Value = fallback;

  function read(): Value {
    let text: string | null;
    try {
      text = storage()?.getItem(key) ?? null;
    } catch {
      return memory;
    }
    if (text === null) return memory;
    if (text === cachedText) return cachedValue;
    let parsed: Value = fallback;
    try {
      const result = schema.safeParse(JSON.parse(text));
      if (result.success) parsed = result.data;
    } catch {
      // not JSON: treat as nothing stored
    }
    cachedText = text;
    cachedValue = parsed;
    return parsed;
  }

  return {
    get: read,
    set(value) {
      memory = value;
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // storage full or disabled: memory keeps the value for this page
      }
      listeners.forEach((notify) => notify());
    },
    subscribe(notify) {
      listeners.add(notify);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) notify();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(notify);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export function useStoredValue<Value>(store: StoredValue<Value>): Value {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
