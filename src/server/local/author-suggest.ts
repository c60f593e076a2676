// Author-name suggestions (GET /api/ext/author_suggest, a local extension outside the interface): names that
// start with what was typed — the whole name or any word of it — by article count, then names within a
// small edit distance (typos), found through a trigram index and checked exactly. All from the author-name
// index ingest keeps (author_names, author_spellings, author_name_tokens, author_name_trigrams).
import type { AuthorSuggestRequest, AuthorSuggestResponse, AuthorSuggestion } from '../../contract';
import type { Db } from '../store/db';
import { nameKey } from '../../contract/names';
import { authorNameTokens, trigramsOf } from '../store/author-name-index';

/** Trigram candidates checked exactly per request (best-sharing first). */
const FUZZY_CANDIDATES = 300;

/** Edits tolerated for a query of this many characters: none below 4, one below 7, else two. */
export function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, so "jnae" is one edit from
 * "jane"), by code point; gives up as soon as it must exceed `max` and then returns max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  let current = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[t.length]!, max + 1);
}

/** How far a typed query is from a name: the best of the whole name, its start, and each word or word start. */
function distanceToName(query: string, nameKey: string, max: number): number {
  const length = Array.from(query).length;
  const startOf = (text: string) => Array.from(text).slice(0, length).join('');
  let best = max + 1;
  for (const candidate of [nameKey, ...authorNameTokens(nameKey)]) {
    best = Math.min(best, editDistance(query, candidate, max), editDistance(query, startOf(candidate), max));
    if (best === 0) break;
  }
  return best;
}

/**
 * Trigrams to look candidates up by: the query's, and those of each adjacent swap of it, since a
 * transposition in a short word ("jnae") can leave no trigram in common with the name ("jane").
 */
export function probeTrigrams(query: string): string[] {
  const chars = Array.from(query);
  const grams = new Set(trigramsOf(query));
  for (let i = 0; i + 1 < chars.length; i++) {
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    for (const gram of trigramsOf(swapped.join(''))) grams.add(gram);
  }
  return [...grams];
}

/** The exclusive upper bound of keys starting with `prefix` (BINARY order is code point order), or null. */
function prefixEnd(prefix: string): string | null {
  const chars = Array.from(prefix);
  const last = chars.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff) return null;
  const next = last === 0xd7ff ? 0xe000 : last + 1;
  return chars.join('') + String.fromCodePoint(next);
}

export function createAuthorSuggest(db: Db) {
  // Names or words of names in [@low, @high), most articles first.
  const prefixMatches = db.prepare(`
    SELECT n.name_key, n.article_count FROM author_names n
    WHERE n.article_count > 0 AND n.name_key IN (
      SELECT name_key FROM author_names WHERE name_key >= @low AND name_key < @high
      UNION SELECT name_key FROM author_name_tokens WHERE token >= @low AND token < @high)
    ORDER BY n.article_count DESC, n.name_key LIMIT @limit`);
  const trigramCandidates = db.prepare(`
    SELECT n.name_key, n.article_count FROM (
      SELECT name_key, count(*) AS shared FROM author_name_trigrams
      WHERE trigram IN (SELECT value FROM json_each(@trigrams)) GROUP BY name_key
      ORDER BY shared DESC, name_key LIMIT @candidates) c
    JOIN author_names n ON n.name_key = c.name_key
    WHERE n.article_count > 0`);
  const displaySpelling = db
    .prepare(
      'SELECT spelling FROM author_spellings WHERE name_key = ? AND article_count > 0 ORDER BY article_count DESC, spelling LIMIT 1',
    )
    .pluck();

  return function authorSuggest(request: AuthorSuggestRequest): AuthorSuggestResponse {
    const query = nameKey(request.q);
    const { limit } = request;
    type Found = { name_key: string; article_count: number };
    const found: Found[] = prefixMatches.all({
      low: query,
      high: prefixEnd(query) ?? `${query}\u{10ffff}`,
      limit,
    }) as Found[];

    const maxEdits = maxEditsFor(Array.from(query).length);
    if (found.length < limit && maxEdits > 0) {
      const seen = new Set(found.map((name) => name.name_key));
      const fuzzy = (
        trigramCandidates.all({
          trigrams: JSON.stringify(probeTrigrams(query)),
          candidates: FUZZY_CANDIDATES,
        }) as Found[]
      )
        .filter((name) => !seen.has(name.name_key))
        .map((name) => ({ ...name, distance: distanceToName(query, name.name_key, maxEdits) }))
        .filter((name) => name.distance <= maxEdits)
        .sort(
          (a, b) =>
            a.distance - b.distance ||
            b.article_count - a.article_count ||
            (a.name_key < b.name_key ? -1 : 1),
        );
      found.push(...fuzzy.slice(0, limit - found.length));
    }

    const suggestions: AuthorSuggestion[] = found.map((name) => ({
      name: (displaySpelling.get(name.name_key) as string | undefined) ?? name.name_key,
      article_count: name.article_count,
    }));
    return { suggestions, q: request.q };
  };
}
