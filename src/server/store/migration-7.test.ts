// Migration 7 on a populated version-6 store: entity tags written with the former keys (blanks not collapsed,
// or, from migration 5's back-fill, ASCII capitals only folded) are rebuilt as ingest now writes them.
import { describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from './db';
import { migrations } from './migrations';
import { ENTITY_KINDS } from './nlp-relations';
import { copyRows, snapshot, useMigrationStores } from '../../../test/helpers/migration';

const stores = useMigrationStores();

const input = [
  {
    title: 'One',
    link: 'https://www.news.example/one',
    published_date: '2026-11-20 10:00:00',
    author: 'Jane Doe',
    authors: ['Jane Doe', 'John Roe'],
    nlp: {
      theme: 'Tech',
      ner_PER: [{ entity_name: 'Ada   Lovelace', count: 2 }],
      ner_ORG: [
        { entity_name: 'ÉCOLE Polytechnique', count: 1 },
        { entity_name: 'ＡＣＭＥ\u00a0Corp', count: 1 },
        { entity_name: '   ', count: 1 },
      ],
      ner_LOC: [{ entity_name: ' São  Paulo ', count: 1 }],
      iptc_tags_id: ['13000000'],
      iptc_tags_name: ['science and technology'],
    },
  },
  {
    title: 'Two',
    link: 'https://www.news.example/two',
    published_date: '2026-11-19 10:00:00',
    author: 'Jane Doe',
  },
];

/** The entity key before version 7: NFKC, trimmed, lower case, blanks inside kept. */
const formerKey = (name: string) => name.normalize('NFKC').trim().toLowerCase();
/** Migration 5's back-fill key: SQL's lower(trim(…)), ASCII letters only. */
const migration5Key = (name: string) =>
  name.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '').replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

const TAGS = { author_nlp_tags: 'SELECT * FROM author_nlp_tags ORDER BY 1, 2, 3, 4' };

describe('migration 7', () => {
  it('re-keys every entity tag as ingest writes it now, and keeps IPTC tags', async () => {
    const expected = await stores.ingested(input);

    const v6 = stores.atVersion(6);
    for (const table of ['articles', 'article_authors']) copyRows(expected, v6, table);
    // The tags a version-6 store holds: one author's written by ingest then, the other's by the back-fill.
    const insert = v6.prepare('INSERT OR IGNORE INTO author_nlp_tags VALUES (?, ?, ?, ?)');
    const entities = input[0]!.nlp as unknown as Record<string, { entity_name: string }[] | undefined>;
    for (const [author, key] of [
      ['jane doe', formerKey],
      ['john roe', migration5Key],
    ] as const) {
      for (const kind of ENTITY_KINDS) {
        for (const { entity_name: name } of entities[`ner_${kind}`] ?? []) {
          if (key(name) !== '') insert.run(author, `${kind}:${key(name)}`, 1_795_168_800, 1);
        }
      }
      insert.run(author, 'IPTC:13000000', 1_795_168_800, 1);
    }
    expect(snapshot(v6, TAGS)).not.toEqual(snapshot(expected, TAGS));

    // Up to this migration only: later ones are tested by their own files.
    migrate(
      v6,
      migrations.filter((migration) => migration.version <= 7),
    );
    expect(schemaVersion(v6)).toBe(7);
    const migrated = snapshot(v6, TAGS);
    expect(migrated).toEqual(snapshot(expected, TAGS));
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'john roe', tag: 'ORG:école polytechnique' }),
    );
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'jane doe', tag: 'LOC:são paulo' }),
    );
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'jane doe', tag: 'IPTC:13000000' }),
    );
  });
});
