// Migration 2 on a populated version-1 store gives the same relations as ingesting into a fresh store.
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
    all_links: ['https://ref.example/a'],
    all_domain_links: ['Ref.example'],
    name_source: 'News Example',
    rank: 10,
  },
  {
    title: 'Two',
    link: 'https://finance.yahoo.com/two',
    published_date: '2026-11-19 10:00:00',
    author: 'John Roe',
    authors: ['John Roe', 'Jane Doe'],
    nlp: { theme: 'Tech', summary: 's', sentiment: { title: 0.1, content: 0.2 } },
  },
];

const RELATIONS: Record<string, string> = {
  // The columns of version 2 (later migrations add more, which the version-2 store cannot have).
  article_authors: `SELECT name_key, published_at, article_rowid, score, parse_at, rank, id, language, country,
    domain_url, full_domain_url, name_source, published_date_precision, is_headline, is_opinion, paid_content,
    word_count, has_nlp, parent_url, name FROM article_authors ORDER BY name_key, article_rowid`,
  article_links: 'SELECT * FROM article_links ORDER BY 1, 2',
  article_domain_links: 'SELECT * FROM article_domain_links ORDER BY 1, 2',
  source_hosts: 'SELECT * FROM source_hosts ORDER BY 1, 2',
  source_names: 'SELECT * FROM source_names ORDER BY 1',
  author_names: 'SELECT * FROM author_names ORDER BY 1',
  author_spellings: 'SELECT * FROM author_spellings ORDER BY 1, 2',
  author_name_tokens: 'SELECT * FROM author_name_tokens ORDER BY 1, 2',
  author_name_trigrams: 'SELECT * FROM author_name_trigrams ORDER BY 1, 2',
};

describe('migration 2', () => {
  it('rebuilds the version-1 author relation and fills the new relations from stored articles', async () => {
    const expected = await stores.ingested(input);

    // A version-1 store holding the same articles: its articles table is unchanged by migration 2, and its
    // author relation had only (name_key, article_rowid, score, published_at).
    const v1 = stores.atVersion(1);
    expect(schemaVersion(v1)).toBe(1);
    copyRows(expected, v1, 'articles');
    copyRows(expected, v1, 'article_authors', ['name_key', 'article_rowid', 'score', 'published_at']);

    migrate(
      v1,
      migrations.filter((migration) => migration.version <= 2),
    );
    expect(schemaVersion(v1)).toBe(2);
    expect(snapshot(v1, RELATIONS)).toEqual(snapshot(expected, RELATIONS));
    expect(snapshot(v1, RELATIONS).author_spellings).toContainEqual({
      name_key: 'jane doe',
      spelling: 'Jane Doe',
      article_count: 2,
    });
  });
});
