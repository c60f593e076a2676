// A memo of the last few objects asked about, by identity: for what several enrichment steps of one article ask of
// the same analysis (its tokens' lower case, its content flags). Not a WeakMap over every analysis: an entry per
// analysis cost 13 µs a demo article (title and body; nlp README "Item 6, sixth pass"), more than the look-ups it
// served.
export class RecentMemo<K extends object, V> {
  private readonly keys: Array<K | undefined>;
  private readonly values: Array<V | undefined>;
  private next = 0;

  constructor(readonly size: number) {
    this.keys = new Array<K | undefined>(size);
    this.values = new Array<V | undefined>(size);
  }

  /** The value kept for `key` (the same object), or undefined once `size` later keys have been kept. */
  get(key: K): V | undefined {
    const k = this.keys.indexOf(key);
    return k < 0 ? undefined : this.values[k];
  }

  /** Keeps `value` for `key`, in place of the oldest kept. */
  set(key: K, value: V): void {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }
}
