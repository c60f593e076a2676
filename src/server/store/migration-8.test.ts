// Migration 8 on a populated version-7 store: every stored article and event gets an arrival (in parse or
// extraction order), and from then on the triggers record new arrivals once and count every write.
import { describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from './db';
import { migrations } from './migrations';
import { createWatchlistStore } from './watchlist-store';
import { copyRows, useMigrationStores } from '../../../test/helpers/migration';

const stores = useMigrationStores();

const input = [
  {
    title: 'Later',
    link: 'https://www.news.example/later',
    published_date: '2026-11-20 10:00:00',
    parse_date: '2026-11-20 12:00:00',
    author: 'Jane Doe',
  },
  {
    title: 'Earlier',
    link: 'https://www.news.example/earlier',
    published_date: '2026-11-21 10:00:00',
    parse_date: '2026-11-19 12:00:00',
    author: 'Jane Doe',
  },
];

describe('migration 8', () => {
  it('back-fills arrivals, then records new ones once and counts every write', async () => {
    const ingested = await stores.ingested(input);
    const v7 = stores.atVersion(7);
    copyRows(ingested, v7, 'articles');
    v7.prepare(
      `INSERT INTO events (id, event_type, company_key, event_at, extraction_at, data_type, doc, merge_key)
       VALUES ('ev-1', 'data_breach', 'acme', 100, 1795000000, 'personal', '{}', 'acme')`,
    ).run();

    migrate(
      v7,
      migrations.filter((migration) => migration.version <= 8),
    );
    expect(schemaVersion(v7)).toBe(8);
    const arrivals = v7
      .prepare('SELECT seq, kind, item_id, added_at FROM item_arrivals ORDER BY seq')
      .all() as {
      kind: string;
      item_id: string;
      added_at: number;
    }[];
    const ids = ingested.prepare('SELECT id FROM articles ORDER BY parse_at').pluck().all() as string[];
    expect(arrivals.map((a) => [a.kind, a.item_id])).toEqual([
      ['article', ids[0]],
      ['article', ids[1]],
      ['event', 'ev-1'],
    ]);
    expect(arrivals[0]!.added_at).toBe(Date.UTC(2026, 10, 19, 12) / 1000);
    expect(arrivals[2]!.added_at).toBe(1795000000);

    const store = createWatchlistStore(v7);
    const before = store.changes().changes;
    const lastSeq = store.lastSeq();
    // A new article arrives once; writing it again (re-ingest) only counts as a change.
    const row = ingested.prepare('SELECT * FROM articles LIMIT 1').get() as Record<string, unknown>;
    const insert = v7.prepare(
      `INSERT INTO articles (id, link, published_at, parse_at, domain_url, full_domain_url, rank, parent_url, doc)
       VALUES (@id, @link, @published_at, @parse_at, @domain_url, @full_domain_url, @rank, @parent_url, @doc)
       ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`,
    );
    insert.run({ ...row, id: 'new-article' });
    insert.run({ ...row, id: 'new-article', doc: '{"title":"edited"}' });
    expect(store.lastSeq()).toBe(lastSeq + 1);
    expect(store.arrivals('article', ['new-article']).get('new-article')!.seq).toBe(lastSeq + 1);
    expect(store.changes().changes).toBe(before + 2);
    // A re-merged event (deleted, written again) keeps its first arrival.
    v7.prepare("DELETE FROM events WHERE id = 'ev-1'").run();
    v7.prepare(
      `INSERT INTO events (id, event_type, company_key, event_at, extraction_at, data_type, doc, merge_key)
       VALUES ('ev-1', 'data_breach', 'acme', 100, 1795000999, 'personal', '{}', 'acme')`,
    ).run();
    expect(store.arrivals('event', ['ev-1']).get('ev-1')).toEqual({ seq: 3, added_at: 1795000000 });
    expect(store.changes().changes).toBe(before + 4);
  });

  it('keeps feed tokens apart from their digests and finds a watchlist by its token only', async () => {
    const db = await stores.ingested([]);
    const store = createWatchlistStore(db);
    const row = store.create({ name: 'A', profile: 'full', rules: '[]', now: 1 });
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(store.byToken(row.token)?.id).toBe(row.id);
    expect(store.byToken(row.token.slice(0, -1))).toBeNull();
    expect(store.byToken(`${row.token}x`)).toBeNull();
    const digest = db.prepare('SELECT token_hash FROM watchlists').pluck().get() as Buffer;
    expect(digest.length).toBe(32);
    const rotated = store.rotate(row.id, 2)!;
    expect(store.byToken(row.token)).toBeNull();
    expect(store.byToken(rotated.token)?.id).toBe(row.id);
  });
});
