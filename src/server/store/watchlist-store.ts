// Watchlists in the store (migration 8): rows, feed tokens looked up by their SHA-256, the seen marker, and the
// arrival sequence and change counter that unseen counts and feed ETags read. Every write is one statement
// or one transaction, so nothing is stored half-written.
import crypto from 'node:crypto';
import type { Db } from './db';

export interface WatchlistRow {
  id: string;
  name: string;
  profile: string;
  /** The rules as JSON text (validated by the caller against the contract before it is written). */
  rules: string;
  /** The feed token: shown to the dashboard in the feed URLs, never in a feed. */
  token: string;
  seen_seq: number;
  /** Epoch milliseconds. */
  created_at: number;
  updated_at: number;
}

/** One arrival: the sequence number and time (epoch seconds) an item first entered the store. */
export interface Arrival {
  seq: number;
  added_at: number;
}

export type ArrivalKind = 'article' | 'event' | 'remote-article' | 'remote-event';

/** 128 random bits at least (here 192): a feed token is the only credential its reader holds. */
const TOKEN_BYTES = 24;
/** A token as generated: base64url of TOKEN_BYTES bytes, nothing else. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const newFeedToken = (): string => crypto.randomBytes(TOKEN_BYTES).toString('base64url');
// The one-shot hash: a feed's conditional GET hashes its token on every poll (watchlists/feed-fast-path.ts).
const tokenHash = (token: string): Buffer => crypto.hash('sha256', token, 'buffer');

/** What a feed's validators are made of (watchlists/routes.ts), read with its token in one statement. */
export interface FeedState {
  id: string;
  profile: string;
  updated_at: number;
  /** store_changes, as `changes()` gives it. */
  changes: number;
  changed_at: number;
}

export interface WatchlistStore {
  list(): WatchlistRow[];
  get(id: string): WatchlistRow | null;
  count(): number;
  create(input: { name: string; profile: string; rules: string; now: number }): WatchlistRow;
  update(id: string, change: { name?: string; rules?: string }, now: number): WatchlistRow | null;
  /** Appends rules with `append` (given the current rules' JSON, returns the new JSON or null for no change). */
  updateRules(
    id: string,
    append: (rules: string) => string | null,
    now: number,
  ): { row: WatchlistRow; changed: boolean } | null;
  remove(id: string): boolean;
  /** A new token for the watchlist: the old one stops working at once. */
  rotate(id: string, now: number): WatchlistRow | null;
  /** The watchlist whose feeds `token` opens; null for any other string. */
  byToken(token: string): WatchlistRow | null;
  /**
   * `byToken`'s watchlist, only what a feed's validators need, with the store's change counter, in one
   * statement (one read of the file's locks): null for any string `byToken` refuses.
   */
  feedState(token: string): FeedState | null;
  /** Marks every item that has arrived so far as seen. */
  markSeen(id: string, seq: number): WatchlistRow | null;
  /** The latest arrival sequence number (0 when none). */
  lastSeq(): number;
  /** Arrivals of items by id; missing ones are absent from the map. */
  arrivals(kind: ArrivalKind, ids: readonly string[]): Map<string, Arrival>;
  /** Records the first arrival of items not seen before (remote items: when they were first fetched). */
  recordArrivals(kind: ArrivalKind, ids: readonly string[], addedAt: number): void;
  /** Writes to articles and events so far, and when the last one happened (epoch seconds). */
  changes(): { changes: number; changed_at: number };
  /**
   * Rows changed through this connection since it opened (SQLite's total_changes(): no table read): when it
   * has not moved, nothing this process wrote can have changed what a read returned.
   */
  ownWrites(): number;
}

export function createWatchlistStore(db: Db): WatchlistStore {
  const columns = 'id, name, profile, rules, token, seen_seq, created_at, updated_at';
  const listAll = db.prepare(`SELECT ${columns} FROM watchlists ORDER BY created_at, id`);
  const byId = db.prepare(`SELECT ${columns} FROM watchlists WHERE id = ?`);
  const byHash = db.prepare(`SELECT ${columns}, token_hash FROM watchlists WHERE token_hash = ?`);
  const countAll = db.prepare('SELECT count(*) FROM watchlists').pluck();
  const insert = db.prepare(
    `INSERT INTO watchlists (id, name, profile, rules, token, token_hash, seen_seq, created_at, updated_at)
     VALUES (@id, @name, @profile, @rules, @token, @token_hash, @seen_seq, @created_at, @updated_at)`,
  );
  const setName = db.prepare('UPDATE watchlists SET name = ?, updated_at = ? WHERE id = ?');
  const setRules = db.prepare('UPDATE watchlists SET rules = ?, updated_at = ? WHERE id = ?');
  const setToken = db.prepare('UPDATE watchlists SET token = ?, token_hash = ?, updated_at = ? WHERE id = ?');
  const setSeen = db.prepare('UPDATE watchlists SET seen_seq = max(seen_seq, ?) WHERE id = ?');
  const deleteOne = db.prepare('DELETE FROM watchlists WHERE id = ?');
  const maxSeq = db.prepare('SELECT coalesce(max(seq), 0) FROM item_arrivals').pluck();
  const arrivalsOf = db.prepare(
    `SELECT a.item_id AS id, a.seq AS seq, a.added_at AS added_at
     FROM json_each(?) j JOIN item_arrivals a ON a.kind = ? AND a.item_id = j.value`,
  );
  const recordArrival = db.prepare(
    'INSERT OR IGNORE INTO item_arrivals (kind, item_id, added_at) SELECT ?, value, ? FROM json_each(?)',
  );
  // Columns by position (raw): no object built per poll.
  const feedStateRow = db
    .prepare(
      `SELECT w.id, w.profile, w.updated_at, w.token_hash, c.changes, c.changed_at
       FROM watchlists w, store_changes c WHERE w.token_hash = ? AND c.id = 1`,
    )
    .raw();
  const changesRow = db.prepare('SELECT changes, changed_at FROM store_changes WHERE id = 1');
  const totalChanges = db.prepare('SELECT total_changes()').pluck();

  const get = (id: string) => (byId.get(id) as WatchlistRow | undefined) ?? null;
  // Updated times only move forward, so an ETag made of them never repeats an older state.
  const later = (row: WatchlistRow, now: number) => Math.max(now, row.updated_at + 1);

  return {
    list: () => listAll.all() as WatchlistRow[],
    get,
    count: () => countAll.get() as number,
    create({ name, profile, rules, now }) {
      const token = newFeedToken();
      const row: WatchlistRow = {
        id: crypto.randomUUID(),
        name,
        profile,
        rules,
        token,
        // A new watchlist has nothing unseen: what is already in the store is what it starts from.
        seen_seq: maxSeq.get() as number,
        created_at: now,
        updated_at: now,
      };
      insert.run({ ...row, token_hash: tokenHash(token) });
      return row;
    },
    update(id, change, now) {
      return db.transaction(() => {
        const row = get(id);
        if (!row) return null;
        const at = later(row, now);
        if (change.name !== undefined) setName.run(change.name, at, id);
        if (change.rules !== undefined) setRules.run(change.rules, at, id);
        return get(id);
      })();
    },
    updateRules(id, append, now) {
      return db.transaction(() => {
        const row = get(id);
        if (!row) return null;
        const rules = append(row.rules);
        if (rules === null) return { row, changed: false };
        setRules.run(rules, later(row, now), id);
        return { row: get(id)!, changed: true };
      })();
    },
    remove: (id) => deleteOne.run(id).changes > 0,
    rotate(id, now) {
      return db.transaction(() => {
        const row = get(id);
        if (!row) return null;
        const token = newFeedToken();
        setToken.run(token, tokenHash(token), later(row, now), id);
        return get(id);
      })();
    },
    byToken(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const hash = tokenHash(token);
      const row = byHash.get(hash) as (WatchlistRow & { token_hash: Buffer }) | undefined;
      // The lookup is by an index on the hash; the comparison of what it found is in constant time anyway.
      if (!row || row.token_hash.length !== hash.length || !crypto.timingSafeEqual(row.token_hash, hash))
        return null;
      const { token_hash: _hash, ...watchlist } = row;
      return watchlist;
    },
    feedState(token) {
      if (!TOKEN_PATTERN.test(token)) return null;
      const hash = tokenHash(token);
      const row = feedStateRow.get(hash) as [string, string, number, Buffer, number, number] | undefined;
      // As byToken: found by the index on the hash, compared in constant time anyway.
      if (!row || row[3].length !== hash.length || !crypto.timingSafeEqual(row[3], hash)) return null;
      return { id: row[0], profile: row[1], updated_at: row[2], changes: row[4], changed_at: row[5] };
    },
    markSeen(id, seq) {
      if (setSeen.run(seq, id).changes === 0) return null;
      return get(id);
    },
    lastSeq: () => maxSeq.get() as number,
    arrivals(kind, ids) {
      const rows = arrivalsOf.all(JSON.stringify(ids), kind) as (Arrival & { id: string })[];
      return new Map(rows.map((row) => [row.id, { seq: row.seq, added_at: row.added_at }]));
    },
    recordArrivals(kind, ids, addedAt) {
      if (ids.length > 0) recordArrival.run(kind, addedAt, JSON.stringify(ids));
    },
    changes: () => changesRow.get() as { changes: number; changed_at: number },
    ownWrites: () => totalChanges.get() as number,
  };
}
