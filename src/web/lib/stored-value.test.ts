import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createStoredValue } from './stored-value';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const schema = z.array(z.string());

describe('createStoredValue', () => {
  it('gives the fallback when nothing is stored, and what was set afterwards', () => {
    const storage = memoryStorage();
    const store = createStoredValue('names', schema, [], () => storage);
    expect(store.get()).toEqual([]);
    store.set(['Ada']);
    expect(store.get()).toEqual(['Ada']);
    expect(storage.getItem('names')).toBe('["Ada"]');
  });

  it('reads stored data through the schema: invalid or non-JSON data reads as the fallback', () => {
    expect(createStoredValue('k', schema, [], () => memoryStorage({ k: '[1,2]' })).get()).toEqual([]);
    expect(createStoredValue('k', schema, [], () => memoryStorage({ k: 'not json' })).get()).toEqual([]);
  });

  it('returns the same object while the stored text is unchanged', () => {
    const store = createStoredValue('k', schema, [], () => memoryStorage({ k: '["a"]' }));
    expect(store.get()).toBe(store.get());
  });

  it('keeps values in memory when storage is unavailable, and notifies subscribers', () => {
    const store = createStoredValue('k', schema, [], () => null);
    let notified = 0;
    const unsubscribe = store.subscribe(() => (notified += 1));
    store.set(['b']);
    expect(store.get()).toEqual(['b']);
    expect(notified).toBe(1);
    unsubscribe();
  });
});
