// Article lookup (GET|POST /api/search_by_link): which of the requested ids or links exist, in the
// order they were asked for, one page at a time.
import type { Db } from '../store/db';
import type { LookupRequest } from '../../contract';
import { createArticleJson } from './article-json';
import type { NlpVisibility } from '../store/nlp-codec';

export function createLookup(db: Db) {
  // Positions of the requested values that exist (json_each keeps the request order in `key`).
  const foundByIds = db.prepare(
    'SELECT j.key AS pos, a.rowid AS rowid FROM json_each(?) j JOIN articles a ON a.id = j.value ORDER BY j.key',
  );
  // Several stored articles may share a link; the most recently parsed one answers for it.
  const foundByLinks = db.prepare(`
    SELECT pos, hit AS rowid FROM (
      SELECT j.key AS pos,
        (SELECT a.rowid FROM articles a WHERE a.link = j.value ORDER BY a.parse_at DESC LIMIT 1) AS hit
      FROM json_each(?) j)
    WHERE hit IS NOT NULL ORDER BY pos`);
  const articleJson = createArticleJson(db);

  /** The answer's JSON, UTF-8. */
  return function lookup(request: LookupRequest, nlp: NlpVisibility): Buffer {
    const requested = request.ids ?? request.links ?? [];
    const found = (request.ids ? foundByIds : foundByLinks).all(JSON.stringify(requested)) as {
      pos: number;
      rowid: number;
    }[];
    const { page, page_size: pageSize } = request;
    const pageArticles = found
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ rowid }) => ({ rowid, score: 1 }));
    const userInput = {
      ids: request.ids ?? null,
      links: request.links ?? null,
      page,
      page_size: pageSize,
    };
    return articleJson.framed(
      `{"status":${JSON.stringify(`${found.length} out of ${requested.length} articles found`)}` +
        `,"total_hits":${found.length},"page":${page},"total_pages":${Math.ceil(found.length / pageSize)}` +
        `,"page_size":${pageSize},"articles":`,
      pageArticles,
      { parseDate: true, highlight: true, nlp },
      `,"user_input":${JSON.stringify(userInput)}}`,
    );
  };
}
