// Migration 6 on a populated version-5 store: the evidence table appears empty, stored events stay as they
// were, and the next ingest fills it for the groups it merges again.
import { describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from './db';
import { migrations } from './migrations';
import { ingest } from '../ingest/pipeline';
import { createBreachStage } from '../ingest/breach-stage';
import { copyRows, useMigrationStores } from '../../../test/helpers/migration';
import { breachArticle } from '../../../test/helpers/breach-articles';
import { sourceLines } from '../../../test/helpers/fixtures';

const stores = useMigrationStores();
const NOW = Date.UTC(2026, 10, 21) / 1000;

describe('migration 6', () => {
  it('adds an empty evidence table that the next ingest fills', async () => {
    const current = await stores.ingested([]);
    await ingest(current, sourceLines([breachArticle('northwindFirst')]), {
      stages: createBreachStage(current),
      now: NOW,
    });

    const v5 = stores.atVersion(5);
    for (const table of ['articles', 'breach_mentions', 'events']) copyRows(current, v5, table);
    migrate(
      v5,
      migrations.filter((migration) => migration.version <= 6),
    );
    expect(schemaVersion(v5)).toBe(6);
    expect(v5.prepare('SELECT count(*) FROM event_evidence').pluck().get()).toBe(0);
    expect(v5.prepare('SELECT doc FROM events').pluck().all()).toEqual(
      current.prepare('SELECT doc FROM events').pluck().all(),
    );

    await ingest(v5, sourceLines([breachArticle('northwindSecond')]), {
      stages: createBreachStage(v5),
      now: NOW,
    });
    const ids = v5.prepare('SELECT id FROM events ORDER BY id').pluck().all();
    expect(v5.prepare('SELECT event_id FROM event_evidence ORDER BY event_id').pluck().all()).toEqual(ids);
  });
});
