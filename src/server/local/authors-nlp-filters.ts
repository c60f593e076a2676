// The NLP filters of the authors operation (theme, not_theme, *_entity_name, ner_name, sentiment bounds,
// iptc_tags, not_iptc_tags, iab_tags, not_iab_tags) as SQL conditions over a relation row `aa`.
//
// This is the one place where they plug into the authors query. The store has no NLP relations yet, so
// each condition reads the candidate article's stored NLP JSON (articles.nlp_doc / nlp_iptc_doc) through
// one rowid probe: exact, but unindexed — its cost grows with the author's rows in the window, because
// every candidate's article row is read. Indexed NLP relations (theme, entity and tag tables) should
// replace the bodies below, keeping the signature. has_nlp and include_nlp_data are not here: the relation
// carries has_nlp, and include_nlp_data only decides what answers show.
import type { AuthorsRequest } from '../../contract';
import type { SqlCondition, SqlValue } from './authors/query';

/** The SQLite function entity names are compared through (registered by createAuthors). */
export const NAME_FOLD_FUNCTION = 'authors_name_fold';

/** Case folding for entity names in every script (SQLite's lower() folds ASCII only). */
export const foldName = (text: string): string => text.normalize('NFKC').trim().toLowerCase();

const ENTITY_TYPES = ['ORG', 'PER', 'LOC', 'MISC'] as const;

const entityMatch = (types: readonly string[], param: string) =>
  types
    .map(
      (type) => `EXISTS (SELECT 1 FROM json_each(x.nlp_doc, '$.ner_${type}') e
        WHERE ${NAME_FOLD_FUNCTION}(json_extract(e.value, '$.entity_name')) IN (SELECT value FROM json_each(@${param})))`,
    )
    .join(' OR ');

// Stored themes are a comma-joined string ("Tech, Business"); compare as ",tech,business,".
const themeMatch = (param: string) => `EXISTS (SELECT 1 FROM json_each(@${param}) t
  WHERE instr(',' || lower(replace(json_extract(x.nlp_doc, '$.theme'), ' ', '')) || ',', ',' || lower(t.value) || ',') > 0)`;

// nlp_iptc_doc holds the members `"iptc_tags_name":[…],"iptc_tags_id":[…]` without braces.
const iptcMatch = (
  param: string,
) => `EXISTS (SELECT 1 FROM json_each('{' || x.nlp_iptc_doc || '}', '$.iptc_tags_id') t
  WHERE t.value IN (SELECT value FROM json_each(@${param})))`;

/** The request's NLP filter conditions (none when it uses none). */
export function nlpConditions(request: AuthorsRequest): SqlCondition[] {
  const parts: string[] = [];
  const values: Record<string, SqlValue> = {};
  const list = (name: string, items: readonly string[]) => {
    values[name] = JSON.stringify(items);
  };

  if (request.theme) {
    list('nlp_theme', request.theme);
    parts.push(themeMatch('nlp_theme'));
  }
  if (request.not_theme) {
    list('nlp_not_theme', request.not_theme);
    parts.push(`NOT ${themeMatch('nlp_not_theme')}`);
  }
  for (const type of ENTITY_TYPES) {
    const names = request[`${type}_entity_name`];
    if (!names) continue;
    list(`nlp_${type}`, names.map(foldName));
    parts.push(`(${entityMatch([type], `nlp_${type}`)})`);
  }
  if (request.ner_name) {
    list('nlp_ner_name', request.ner_name.map(foldName));
    parts.push(`(${entityMatch(ENTITY_TYPES, 'nlp_ner_name')})`);
  }
  const bounds = [
    ['title_sentiment_min', 'title', '>='],
    ['title_sentiment_max', 'title', '<='],
    ['content_sentiment_min', 'content', '>='],
    ['content_sentiment_max', 'content', '<='],
  ] as const;
  for (const [name, field, operator] of bounds) {
    const bound = request[name];
    if (bound === undefined) continue;
    values[`nlp_${name}`] = bound;
    parts.push(`json_extract(x.nlp_doc, '$.sentiment.${field}') ${operator} @nlp_${name}`);
  }
  if (request.iptc_tags) {
    list('nlp_iptc_tags', request.iptc_tags);
    parts.push(iptcMatch('nlp_iptc_tags'));
  }
  if (request.not_iptc_tags) {
    list('nlp_not_iptc_tags', request.not_iptc_tags);
    parts.push(`NOT ${iptcMatch('nlp_not_iptc_tags')}`);
  }
  // The store keeps no IAB tags (the NLP layer of decisions.md has none), so no article carries one:
  // iab_tags matches nothing and not_iab_tags removes nothing.
  if (request.iab_tags) parts.push('0');

  if (parts.length === 0) return [];
  return [
    {
      sql: `EXISTS (SELECT 1 FROM articles x WHERE x.rowid = aa.article_rowid AND ${parts.join('\n    AND ')})`,
      values,
    },
  ];
}
