// The authors request's filters as SQL conditions over the relation row `aa` (docs/spec/decisions.md,
// "Articles by author"). Source-naming filters (sources, not_sources, source_name, predefined_sources) are
// first resolved against the small source tables into the exact hosts, names or domains they stand for, so
// that each becomes one set-membership test per row; a filter that resolves to nothing means no article can
// match.
import type { AuthorsRequest } from '../../../contract';
import type { Db } from '../../store/db';
import { nameKey, textSearchForm, UNRANKED } from '../../../contract/names';
import { resolvePredefinedSources } from '../predefined-sources';
import { nlpConditions } from '../authors-nlp-filters';
import type { SqlCondition, SqlValue } from './query';

export type AuthorFilters = { matchesNothing: false; conditions: SqlCondition[] } | { matchesNothing: true };

/** `https://www.Example.com/path` → `example.com`: what a sources entry names. */
export function normaliseDomainEntry(entry: string): string {
  return entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

const inList = (column: string, param: string) => `${column} IN (SELECT value FROM json_each(@${param}))`;
const notInList = (column: string, param: string) =>
  `${column} IS NULL OR ${column} NOT IN (SELECT value FROM json_each(@${param}))`;

/** A stored boolean: true keeps 1; false keeps 0 and unknown (the article is not known to be one). */
const flag = (column: string, wanted: boolean) => (wanted ? `${column} = 1` : `coalesce(${column}, 0) = 0`);

export function createAuthorFilters(db: Db) {
  // (domain_url, full_domain_url) pairs an entry covers: equal to either, or the host ends with ".<entry>".
  const hostsFor = db.prepare(`
    SELECT h.domain_url, h.full_domain_url FROM source_hosts h
    WHERE EXISTS (SELECT 1 FROM json_each(?) e
      WHERE h.domain_url = e.value OR h.full_domain_url = e.value
        OR substr(h.full_domain_url, -length(e.value) - 1) = '.' || e.value)`);
  const sourceNames = db.prepare('SELECT name_source FROM source_names').pluck();

  const hostPairs = (entries: readonly string[]): [string, string][] =>
    (hostsFor.all(JSON.stringify(entries)) as { domain_url: string; full_domain_url: string }[]).map(
      (host) => [host.domain_url, host.full_domain_url],
    );

  /** The stored source names containing any of the terms, ignoring case in every script. */
  const namesContaining = (terms: readonly string[]): string[] => {
    const folded = terms.map(textSearchForm);
    return (sourceNames.all() as string[]).filter((name) =>
      folded.some((term) => textSearchForm(name).includes(term)),
    );
  };

  return function authorFilters(request: AuthorsRequest): AuthorFilters {
    const conditions: SqlCondition[] = [];
    const add = (sql: string, values: Record<string, SqlValue> = {}) => conditions.push({ sql, values });
    const addList = (sql: string, param: string, items: readonly string[]) =>
      add(sql, { [param]: JSON.stringify(items) });

    if (request.not_author_name) {
      const keys = [...new Set(request.not_author_name.map(nameKey))];
      // The excluded names' articles in the same window, gathered once by range scans (an article's author
      // rows share its dates), rather than one probe per candidate row.
      const date = request.by_parse_date ? 'parse_at' : 'published_at';
      addList(
        `aa.article_rowid NOT IN (SELECT x.article_rowid FROM article_authors x
          WHERE x.name_key IN (SELECT value FROM json_each(@not_author_name))
            AND x.${date} BETWEEN @window_from AND @window_to)`,
        'not_author_name',
        keys,
      );
    }

    if (request.sources) {
      const pairs = hostPairs(request.sources.map(normaliseDomainEntry));
      if (pairs.length === 0) return { matchesNothing: true };
      add(
        '(aa.domain_url, aa.full_domain_url) IN (SELECT value ->> 0, value ->> 1 FROM json_each(@sources))',
        {
          sources: JSON.stringify(pairs),
        },
      );
    }
    if (request.not_sources) {
      const pairs = hostPairs(request.not_sources.map(normaliseDomainEntry));
      if (pairs.length > 0) {
        add(
          '(aa.domain_url, aa.full_domain_url) NOT IN (SELECT value ->> 0, value ->> 1 FROM json_each(@not_sources))',
          { not_sources: JSON.stringify(pairs) },
        );
      }
    }
    if (request.predefined_sources) {
      const domains = resolvePredefinedSources(db, request.predefined_sources);
      if (domains.length === 0) return { matchesNothing: true };
      addList(inList('aa.domain_url', 'predefined_sources'), 'predefined_sources', domains);
    }
    if (request.source_name) {
      const names = namesContaining(request.source_name);
      if (names.length === 0) return { matchesNothing: true };
      addList(inList('aa.name_source', 'source_name'), 'source_name', names);
    }

    if (request.lang) addList(inList('aa.language', 'lang'), 'lang', request.lang);
    if (request.not_lang) addList(notInList('aa.language', 'not_lang'), 'not_lang', request.not_lang);
    if (request.countries) addList(inList('aa.country', 'countries'), 'countries', request.countries);
    if (request.not_countries) {
      addList(notInList('aa.country', 'not_countries'), 'not_countries', request.not_countries);
    }

    if (request.published_date_precision) {
      add('aa.published_date_precision = @published_date_precision', {
        published_date_precision: request.published_date_precision,
      });
    }
    if (request.ranked_only) add(`aa.rank < ${UNRANKED}`);
    if (request.from_rank !== undefined) add('aa.rank >= @from_rank', { from_rank: request.from_rank });
    if (request.to_rank !== undefined) add('aa.rank <= @to_rank', { to_rank: request.to_rank });
    if (request.is_headline !== undefined) add(flag('aa.is_headline', request.is_headline));
    if (request.is_opinion !== undefined) add(flag('aa.is_opinion', request.is_opinion));
    if (request.is_paid_content !== undefined) add(flag('aa.paid_content', request.is_paid_content));
    if (request.has_nlp !== undefined) add(`aa.has_nlp = ${request.has_nlp ? 1 : 0}`);
    if (request.word_count_min !== undefined) {
      add('aa.word_count >= @word_count_min', { word_count_min: request.word_count_min });
    }
    if (request.word_count_max !== undefined) {
      add('aa.word_count <= @word_count_max', { word_count_max: request.word_count_max });
    }

    if (request.parent_url) addList(inList('aa.parent_url', 'parent_url'), 'parent_url', request.parent_url);
    if (request.all_links) {
      addList(
        `EXISTS (SELECT 1 FROM article_links l WHERE l.article_rowid = aa.article_rowid
          AND l.link IN (SELECT value FROM json_each(@all_links)))`,
        'all_links',
        request.all_links,
      );
    }
    if (request.all_domain_links) {
      addList(
        `EXISTS (SELECT 1 FROM article_domain_links l WHERE l.article_rowid = aa.article_rowid
          AND l.domain IN (SELECT value FROM json_each(@all_domain_links)))`,
        'all_domain_links',
        request.all_domain_links.map((domain) => domain.toLowerCase()),
      );
    }

    conditions.push(...nlpConditions(request));
    return { matchesNothing: false, conditions };
  };
}
