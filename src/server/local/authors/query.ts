// The authors operation's SQL: one author's rows of the article_authors relation in a date window, narrowed
// by filter conditions, counted (up to a cap) and paged in the requested order. The relation carries every
// scalar filter and sort key, and its primary key (name_key, published_at, article_rowid) makes an author's
// window one contiguous range, so counting and sorting never touch the articles table (the NLP filters of
// authors-nlp-filters.ts aside); only the rows of the page shown are read from it (article-json.ts).
// Statements are prepared once per shape (the set of conditions in use).
import type { Statement } from 'better-sqlite3';
import type { SortBy } from '../../../contract';
import type { Db } from '../../store/db';
import type { PageArticle } from '../article-json';

export type SqlValue = string | number | null;

/**
 * One WHERE condition over the relation row `aa` (columns of article_authors; `aa.article_rowid` joins
 * anything else), with the values of its named parameters (`@name`). Parameter names must be unique
 * across the conditions of a query; a condition may also use the query's own `@name_key`, `@window_from`
 * and `@window_to`.
 */
export interface SqlCondition {
  sql: string;
  values: Record<string, SqlValue>;
}

export interface AuthorQuery {
  /** Normalised author name (nameKey). */
  nameKey: string;
  /** Inclusive window, epoch seconds, on published_at or (byParseDate) parse_at. */
  from: number;
  to: number;
  byParseDate: boolean;
  conditions: readonly SqlCondition[];
  sortBy: SortBy;
}

// The tie-breaks of docs/spec/decisions.md, "Articles by author": published_date desc (also under
// by_parse_date), then id ascending. The primary key yields published_at order and an index (name_key, rank,
// published_at DESC) rank order, so `date` and `rank` stream and stop at the page (SQLite picks the rank
// index or the window range + sort by their estimated cost); `relevancy` (score desc first) is read as the
// score-2 rows in date order, then the score-1 rows.
const ORDER_BY_DATE = 'aa.published_at DESC, aa.id';
const ORDER_BY_RANK = 'aa.rank, aa.published_at DESC, aa.id';

const withScore = (query: AuthorQuery, score: 1 | 2): AuthorQuery => ({
  ...query,
  conditions: [...query.conditions, { sql: `aa.score = ${score}`, values: {} }],
});

/** Statements kept per database; the set of shapes in use is small, this only bounds a pathological client. */
const MAX_CACHED_SHAPES = 500;

export interface AuthorQueries {
  /** Matching rows, counting no further than `cap`. */
  count(query: AuthorQuery, cap: number): number;
  /** One page of matches in the requested order. */
  page(query: AuthorQuery, limit: number, offset: number): PageArticle[];
}

export function createAuthorQueries(db: Db): AuthorQueries {
  const counts = new Map<string, Statement>();
  const pages = new Map<string, Statement>();
  const cached = (cache: Map<string, Statement>, sql: string): Statement => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= MAX_CACHED_SHAPES) cache.delete(cache.keys().next().value!);
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };

  const where = (query: AuthorQuery): string => {
    const dateColumn = query.byParseDate ? 'aa.parse_at' : 'aa.published_at';
    return [`aa.name_key = @name_key`, `${dateColumn} BETWEEN @window_from AND @window_to`]
      .concat(query.conditions.map((condition) => `(${condition.sql})`))
      .join('\n  AND ');
  };

  const values = (query: AuthorQuery, extra: Record<string, SqlValue>): Record<string, SqlValue> => {
    const all: Record<string, SqlValue> = {
      name_key: query.nameKey,
      window_from: query.from,
      window_to: query.to,
    };
    for (const condition of query.conditions) Object.assign(all, condition.values);
    return Object.assign(all, extra);
  };

  // No narrower index for counting: one on (name_key, published_at) halved the count (1.5 -> 0.4 ms on the 1M
  // store) but SQLite then read pages through it, and sorted the top author's 23,000 rows for sort_by=rank
  // (10/page: 1.3 -> 21 ms), with or without statistics for it. The planner's choices on this relation are
  // those of its three indexes; measure plans on a 1M store before adding a fourth.
  function count(query: AuthorQuery, cap: number): number {
    const sql = `SELECT count(*) FROM (SELECT 1 FROM article_authors aa WHERE ${where(query)} LIMIT @cap)`;
    return cached(counts, sql).pluck().get(values(query, { cap })) as number;
  }

  function pageInOrder(query: AuthorQuery, orderBy: string, limit: number, offset: number): PageArticle[] {
    const sql =
      `SELECT aa.article_rowid AS rowid, aa.score AS score FROM article_authors aa WHERE ${where(query)}\n` +
      `ORDER BY ${orderBy} LIMIT @limit OFFSET @offset`;
    return cached(pages, sql).all(values(query, { limit, offset })) as PageArticle[];
  }

  return {
    count,
    page(query, limit, offset) {
      if (query.sortBy !== 'relevancy')
        return pageInOrder(query, query.sortBy === 'rank' ? ORDER_BY_RANK : ORDER_BY_DATE, limit, offset);
      const authored = pageInOrder(withScore(query, 2), ORDER_BY_DATE, limit, offset);
      if (authored.length === limit) return authored;
      // The score-2 rows ran out within this page: it continues with the score-1 rows.
      const authoredTotal =
        authored.length > 0 ? offset + authored.length : count(withScore(query, 2), offset);
      const listed = pageInOrder(
        withScore(query, 1),
        ORDER_BY_DATE,
        limit - authored.length,
        Math.max(0, offset - authoredTotal),
      );
      return authored.concat(listed);
    },
  };
}
