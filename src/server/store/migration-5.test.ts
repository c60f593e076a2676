// Migration 5 on a populated version-4 store gives the same NLP filter columns and tags as ingesting
// into a fresh store (entity names whose capitals are ASCII; SQL cannot fold others).
import { describe, expect, it } from 'vitest';
import { migrate, schemaVersion } from './db';
import { migrations } from './migrations';
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
      theme: 'Tech, Business',
      summary: 's',
      sentiment: { title: 0.5, content: -0.25 },
      ner_PER: [{ entity_name: 'Ada Lovelace', count: 2 }],
      ner_ORG: [
        { entity_name: 'Acme Corp', count: 1 },
        { entity_name: 'ACME CORP', count: 1 },
      ],
      ner_LOC: [{ entity_name: 'São Paulo', count: 1 }],
      ner_MISC: [{ entity_name: 'Acme Corp', count: 1 }],
      iptc_tags_id: ['13000000', '13010000'],
      iptc_tags_name: ['science and technology', 'science and technology/technology'],
      embeddings: [0.6, 0.8],
    },
  },
  {
    title: 'Two',
    link: 'https://www.news.example/two',
    published_date: '2026-11-19 10:00:00',
    author: 'Jane Doe',
    nlp: { theme: 'Sports', sentiment: { title: 0, content: 1 } },
  },
  {
    title: 'Three',
    link: 'https://www.news.example/three',
    published_date: '2026-11-18 10:00:00',
    author: 'Jane Doe',
  },
  {
    title: 'Four',
    link: 'https://www.news.example/four',
    published_date: '2026-11-17 10:00:00',
    author: 'John Roe',
    nlp: { summary: 'no theme, no sentiment', ner_LOC: [{ entity_name: 'Paris', count: 1 }] },
  },
];

const V4_AUTHOR_COLUMNS = `name_key, published_at, article_rowid, score, parse_at, rank, id, language, country,
  domain_url, full_domain_url, name_source, published_date_precision, is_headline, is_opinion, paid_content,
  word_count, has_nlp, parent_url, name`;

const RELATIONS: Record<string, string> = {
  article_authors: 'SELECT * FROM article_authors ORDER BY name_key, article_rowid',
  author_nlp_tags: 'SELECT * FROM author_nlp_tags ORDER BY 1, 2, 3',
};

describe('migration 5', () => {
  it('back-fills the NLP filter columns and author tags from the stored NLP layer', async () => {
    const expected = await stores.ingested(input);

    const v4 = stores.atVersion(4);
    copyRows(expected, v4, 'articles');
    copyRows(
      expected,
      v4,
      'article_authors',
      V4_AUTHOR_COLUMNS.split(',').map((column) => column.trim()),
    );
    expect(schemaVersion(v4)).toBe(4);

    migrate(
      v4,
      migrations.filter((migration) => migration.version <= 5),
    );
    expect(schemaVersion(v4)).toBe(5);
    const migrated = snapshot(v4, RELATIONS);
    expect(migrated).toEqual(snapshot(expected, RELATIONS));
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'john roe', tag: 'LOC:são paulo', article_rowid: 1 }),
    );
    expect(migrated.author_nlp_tags).toContainEqual(
      expect.objectContaining({ author_key: 'jane doe', tag: 'IPTC:13010000', article_rowid: 1 }),
    );
    expect(migrated.article_authors).toContainEqual(
      expect.objectContaining({ name_key: 'jane doe', has_nlp: 1, title_sentiment: 0, content_sentiment: 1 }),
    );
  });
});
