// GET /api/ext/source_authors: the authors with most articles on one source in a recent window.
// Drives from the (domain_url, published_at) index, then each article's author rows.
import type { Db } from '../store/db';
import type { SourceAuthorsRequest, SourceAuthorsResponse } from '../../contract';
import { nowSeconds } from '../time';

const DAY_SECONDS = 86_400;

export function createSourceAuthors(db: Db) {
  const topAuthors = db.prepare<[string, number, number], { name_key: string; article_count: number }>(`
    SELECT aa.name_key, count(*) AS article_count
    FROM articles a JOIN article_authors aa ON aa.article_rowid = a.rowid
    WHERE a.domain_url = ? AND a.published_at >= ?
    GROUP BY aa.name_key ORDER BY article_count DESC, aa.name_key LIMIT ?`);
  const displaySpelling = db
    .prepare<[string], string>(
      'SELECT spelling FROM author_spellings WHERE name_key = ? AND article_count > 0 ORDER BY article_count DESC, spelling LIMIT 1',
    )
    .pluck();

  return function sourceAuthors(request: SourceAuthorsRequest, now = nowSeconds()): SourceAuthorsResponse {
    const source = request.source.trim().toLowerCase();
    const rows = topAuthors.all(source, now - request.days * DAY_SECONDS, request.limit);
    return {
      source,
      days: request.days,
      authors: rows.map((row) => ({
        name: displaySpelling.get(row.name_key) ?? row.name_key,
        article_count: row.article_count,
      })),
    };
  };
}
