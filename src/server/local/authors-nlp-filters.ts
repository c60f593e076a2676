// The NLP filters of the authors operation (theme, not_theme, *_entity_name, ner_name, sentiment bounds,
// iptc_tags, not_iptc_tags, iab_tags, not_iab_tags) as SQL conditions over the author relation row `aa`.
//
// Themes and sentiments are columns of that row (theme_mask, title_sentiment, content_sentiment: migration
// 5), checked in the same range scan as the scalar filters. Entity names and IPTC codes are tags of
// author_nlp_tags, keyed (author, tag, published_at): the author's articles with a tag in the window are one
// index range, read once per query into a set that each candidate row is looked up in (no probe into a large
// relation per row). Under by_parse_date the window is on parse_at, so the set takes the author's articles
// with the tag at any date. has_nlp is a plain column filter (filters.ts); include_nlp_data only decides what
// answers show.
//
// Semantics (docs/spec/decisions.md, "Articles by author"): a list matches any of its values; entity names
// match case-insensitively and exactly; `not_*` filters keep articles without an NLP layer; sentiment bounds
// are inclusive and drop articles without a sentiment.
import type { AuthorsRequest } from '../../contract';
import { ENTITY_KINDS, entityTag, iptcTag, themeMask, type EntityKind } from '../store/nlp-relations';
import type { SqlCondition } from './authors/query';

/**
 * The row's article has one (negated: none) of the tags held by `param`. @name_key, @window_from and
 * @window_to are the query's own (query.ts).
 */
const tagCondition = (
  request: AuthorsRequest,
  param: string,
  tags: readonly string[],
  negated = false,
): SqlCondition => ({
  // The unary + keeps SQLite from driving the query from this set (one random probe of article_authors per
  // member, slower than the author's date range read in order for all but small sets): the set is built once
  // and each row of the range is looked up in it.
  sql: `+aa.article_rowid ${negated ? 'NOT IN' : 'IN'} (SELECT g.article_rowid FROM author_nlp_tags g
    WHERE g.author_key = @name_key AND g.tag IN (SELECT value FROM json_each(@${param}))${
      request.by_parse_date ? '' : ' AND g.published_at BETWEEN @window_from AND @window_to'
    })`,
  values: { [param]: JSON.stringify([...new Set(tags)]) },
});

const entityTags = (kinds: readonly EntityKind[], names: readonly string[]): string[] =>
  kinds.flatMap((kind) => names.map((name) => entityTag(kind, name)));

const SENTIMENT_BOUNDS = [
  ['title_sentiment_min', 'aa.title_sentiment >='],
  ['title_sentiment_max', 'aa.title_sentiment <='],
  ['content_sentiment_min', 'aa.content_sentiment >='],
  ['content_sentiment_max', 'aa.content_sentiment <='],
] as const;

/** The request's NLP filter conditions (none when it uses none). */
export function nlpConditions(request: AuthorsRequest): SqlCondition[] {
  const conditions: SqlCondition[] = [];

  if (request.theme) {
    conditions.push({
      sql: 'aa.theme_mask & @nlp_theme <> 0',
      values: { nlp_theme: themeMask(request.theme) },
    });
  }
  if (request.not_theme) {
    conditions.push({
      sql: 'coalesce(aa.theme_mask, 0) & @nlp_not_theme = 0',
      values: { nlp_not_theme: themeMask(request.not_theme) },
    });
  }
  for (const kind of ENTITY_KINDS) {
    const names = request[`${kind}_entity_name`];
    if (names) conditions.push(tagCondition(request, `nlp_${kind}`, entityTags([kind], names)));
  }
  if (request.ner_name) {
    conditions.push(tagCondition(request, 'nlp_ner_name', entityTags(ENTITY_KINDS, request.ner_name)));
  }
  for (const [name, comparison] of SENTIMENT_BOUNDS) {
    const bound = request[name];
    if (bound !== undefined) {
      conditions.push({ sql: `${comparison} @nlp_${name}`, values: { [`nlp_${name}`]: bound } });
    }
  }
  if (request.iptc_tags)
    conditions.push(tagCondition(request, 'nlp_iptc_tags', request.iptc_tags.map(iptcTag)));
  if (request.not_iptc_tags) {
    conditions.push(tagCondition(request, 'nlp_not_iptc_tags', request.not_iptc_tags.map(iptcTag), true));
  }
  // The store keeps no IAB tags (the NLP layer of docs/spec/decisions.md, "NLP object" has none), so no
  // article carries one: iab_tags matches nothing and not_iab_tags removes nothing.
  if (request.iab_tags) conditions.push({ sql: '0', values: {} });
  return conditions;
}
