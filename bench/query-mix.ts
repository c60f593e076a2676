// The fixed query mix, built from what the seeded store actually holds (its most prolific and median
// authors, their languages, countries and outlets, sampled article ids, the corpus's date window) so every
// query hits data. The same mix runs in-process, over HTTP and through the proxy.
import type { Db } from '../src/server/store/db';

export type QueryGroup = 'authors' | 'lookup' | 'sources' | 'events' | 'author_suggest';

export interface BenchQuery {
  group: QueryGroup;
  name: string;
  method: 'GET' | 'POST';
  /** Path and query string under /api, e.g. `/api/authors?author_name=…`. */
  path: string;
  /** JSON text of a POST body. */
  body?: string;
}

interface AuthorPick {
  key: string;
  spelling: string;
  articles: number;
}

const DAY = 86_400;

/** `YYYY-MM-DDTHH:MM:SS` (UTC), a from_/to_ format of the authors operation. */
const isoSeconds = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 19);
const isoDay = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);

function spellingOf(db: Db, key: string): string {
  const row = db
    .prepare('SELECT spelling FROM author_spellings WHERE name_key = ? ORDER BY article_count DESC LIMIT 1')
    .get(key) as { spelling: string } | undefined;
  return row?.spelling ?? key;
}

/** The most prolific author and the median one (by stored article count). */
function pickAuthors(db: Db): { top: AuthorPick; median: AuthorPick } {
  const names = (db.prepare('SELECT count(*) AS n FROM author_names').get() as { n: number }).n;
  if (names === 0) throw new Error('The store has no authors: was it seeded?');
  const ranked = db.prepare(
    'SELECT name_key AS key, article_count AS articles FROM author_names ORDER BY article_count DESC, name_key LIMIT 1 OFFSET ?',
  );
  const top = ranked.get(0) as { key: string; articles: number };
  const median = ranked.get(Math.floor(names / 2)) as { key: string; articles: number };
  return {
    top: { ...top, spelling: spellingOf(db, top.key) },
    median: { ...median, spelling: spellingOf(db, median.key) },
  };
}

/** The value of `column` the author's articles carry most often. */
function commonValue(db: Db, authorKey: string, column: 'language' | 'country' | 'domain_url'): string {
  const row = db
    .prepare(
      `SELECT ${column} AS value FROM article_authors WHERE name_key = ? AND ${column} IS NOT NULL
       GROUP BY ${column} ORDER BY count(*) DESC LIMIT 1`,
    )
    .get(authorKey) as { value: string } | undefined;
  if (!row) throw new Error(`The author "${authorKey}" has no ${column} to filter on`);
  return row.value;
}

/** The author's word-count quartiles, so a word_count range keeps about half of their articles. */
function wordCountQuartiles(db: Db, authorKey: string): { low: number; high: number } {
  const counts = db
    .prepare(
      'SELECT word_count AS w FROM article_authors WHERE name_key = ? AND word_count IS NOT NULL ORDER BY word_count',
    )
    .all(authorKey) as { w: number }[];
  const at = (share: number) => counts[Math.floor(share * (counts.length - 1))]?.w ?? 0;
  return { low: at(0.25), high: at(0.75) };
}

/** `count` article ids spread evenly over the store's rowids. */
function sampleIds(db: Db, count: number): string[] {
  const maxRowid = (db.prepare('SELECT max(rowid) AS m FROM articles').get() as { m: number | null }).m ?? 0;
  const probe = db.prepare('SELECT id FROM articles WHERE rowid >= ? ORDER BY rowid LIMIT 1');
  const ids = new Set<string>();
  for (let i = 0; i < count; i++) {
    const row = probe.get(Math.floor(((i + 0.5) * maxRowid) / count)) as { id: string } | undefined;
    if (row) ids.add(row.id);
  }
  return [...ids];
}

function mostCommonSourceCountry(db: Db): string {
  const us = db.prepare("SELECT 1 FROM sources WHERE country = 'US' LIMIT 1").get();
  if (us) return 'US';
  const row = db
    .prepare(
      'SELECT country FROM sources WHERE country IS NOT NULL GROUP BY country ORDER BY count(*) DESC LIMIT 1',
    )
    .get() as { country: string } | undefined;
  return row?.country ?? 'US';
}

/** One letter pair swapped in the middle of the name: a typo the suggestions must tolerate. */
function withTypo(name: string): string {
  const at = Math.max(1, Math.floor(name.length / 2) - 1);
  return name.slice(0, at) + (name[at + 1] ?? '') + (name[at] ?? '') + name.slice(at + 2);
}

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export interface QueryMix {
  queries: BenchQuery[];
  /** What the mix was built from, for the report. */
  picks: { topAuthor: AuthorPick; medianAuthor: AuthorPick; window: { from: string; to: string } };
}

export function buildQueryMix(db: Db): QueryMix {
  const span = db
    .prepare('SELECT min(published_at) AS first, max(published_at) AS last FROM articles')
    .get() as {
    first: number;
    last: number;
  };
  const window = { from_: isoSeconds(span.first), to_: isoSeconds(span.last) };
  const lastWeek = { from_: isoSeconds(span.last - 7 * DAY), to_: isoSeconds(span.last) };
  const { top, median } = pickAuthors(db);
  const words = wordCountQuartiles(db, top.key);
  const topAuthor = { author_name: top.spelling, ...window };

  const authors = (name: string, params: Record<string, string | number | boolean>): BenchQuery => ({
    group: 'authors',
    name: `authors: ${name}`,
    method: 'GET',
    path: `/api/authors?${query(params)}`,
  });
  const queries: BenchQuery[] = [
    authors('relevancy, 10/page', { ...topAuthor, page_size: 10 }),
    authors('date, 10/page', { ...topAuthor, sort_by: 'date', page_size: 10 }),
    authors('rank, 10/page', { ...topAuthor, sort_by: 'rank', page_size: 10 }),
    authors('lang+countries, 10/page', {
      ...topAuthor,
      lang: commonValue(db, top.key, 'language'),
      countries: commonValue(db, top.key, 'country'),
      page_size: 10,
    }),
    authors('sources, 10/page', {
      ...topAuthor,
      sources: commonValue(db, top.key, 'domain_url'),
      page_size: 10,
    }),
    authors('is_headline, 10/page', { ...topAuthor, is_headline: true, page_size: 10 }),
    authors('word_count range, 10/page', {
      ...topAuthor,
      word_count_min: words.low,
      word_count_max: words.high,
      page_size: 10,
    }),
    authors('last 7 days, date, 10/page', {
      author_name: top.spelling,
      ...lastWeek,
      sort_by: 'date',
      page_size: 10,
    }),
    authors('deep page 50, 10/page', { ...topAuthor, sort_by: 'date', page: 50, page_size: 10 }),
    authors('100/page', { ...topAuthor, page_size: 100 }),
    authors('100/page with NLP', { ...topAuthor, page_size: 100, include_nlp_data: true }),
    authors('1000/page', { ...topAuthor, page_size: 1000 }),
    authors('median author, 10/page', { author_name: median.spelling, ...window, page_size: 10 }),
    authors('median author, date, 100/page', {
      author_name: median.spelling,
      ...window,
      sort_by: 'date',
      page_size: 100,
    }),
  ];

  const ids = sampleIds(db, 1000);
  queries.push(
    {
      group: 'lookup',
      name: 'lookup: 1 id (GET)',
      method: 'GET',
      path: `/api/search_by_link?${query({ ids: ids[0]! })}`,
    },
    {
      group: 'lookup',
      name: 'lookup: 10 ids (GET)',
      method: 'GET',
      path: `/api/search_by_link?${query({ ids: ids.slice(0, 10).join(','), page_size: 10 })}`,
    },
    {
      group: 'lookup',
      name: 'lookup: 100 ids (POST)',
      method: 'POST',
      path: '/api/search_by_link',
      body: JSON.stringify({ ids: ids.slice(0, 100), page_size: 100 }),
    },
    {
      group: 'lookup',
      name: `lookup: ${ids.length} ids (POST)`,
      method: 'POST',
      path: '/api/search_by_link',
      body: JSON.stringify({ ids, page_size: Math.min(ids.length, 1000) }),
    },
  );

  const country = mostCommonSourceCountry(db);
  queries.push(
    {
      group: 'sources',
      name: `sources: countries=${country}`,
      method: 'GET',
      path: `/api/sources?${query({ countries: country })}`,
    },
    {
      group: 'sources',
      name: 'sources: lang=en, additional info',
      method: 'GET',
      path: `/api/sources?${query({ lang: 'en', include_additional_info: true })}`,
    },
    {
      group: 'sources',
      name: `sources: top 10 ${country}`,
      method: 'GET',
      path: `/api/sources?${query({ predefined_sources: `top 10 ${country}` })}`,
    },
  );

  const lastMonth = { gte: isoDay(span.last - 30 * DAY), lte: isoDay(span.last) };
  queries.push(
    {
      group: 'events',
      name: 'events: 90 days, personal data',
      method: 'POST',
      path: '/api/events_search',
      body: JSON.stringify({
        event_type: 'data_breach',
        additional_filters: {
          event_date: { gte: isoDay(span.first), lte: isoDay(span.last) },
          'data_breach.data_type': 'personal',
        },
      }),
    },
    {
      group: 'events',
      name: 'events: 30 days, articles attached',
      method: 'POST',
      path: '/api/events_search',
      body: JSON.stringify({
        event_type: 'data_breach',
        attach_articles_data: true,
        additional_filters: { event_date: lastMonth },
      }),
    },
  );

  queries.push(
    {
      group: 'author_suggest',
      name: `author_suggest: prefix "${top.spelling.slice(0, 3)}"`,
      method: 'GET',
      path: `/api/ext/author_suggest?${query({ q: top.spelling.slice(0, 3) })}`,
    },
    {
      group: 'author_suggest',
      name: `author_suggest: typo "${withTypo(median.spelling)}"`,
      method: 'GET',
      path: `/api/ext/author_suggest?${query({ q: withTypo(median.spelling) })}`,
    },
  );

  return {
    queries,
    picks: { topAuthor: top, medianAuthor: median, window: { from: window.from_, to: window.to_ } },
  };
}

/** The same request through the local proxy profile `full` (which attaches its own token). */
export function throughProxy(path: string): string {
  return `/proxy/full${path}`;
}
