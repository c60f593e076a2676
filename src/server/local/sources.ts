// Sources (GET|POST /api/sources): the source registry filtered by language, country, top lists, rank, name
// or domain, best-ranked first, cut at the plan's limit; with the last week's article counts on request.
import type { Statement } from 'better-sqlite3';
import { formatCountryTop, type SourcesRequest, type SourcesUserInput } from '../../contract';
import { textSearchForm } from '../../contract/names';
import type { Db } from '../store/db';
import { nowSeconds } from '../time';
import type { Plan } from './plans';
import { resolvePredefinedSources } from './predefined-sources';

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** Name matching ignores letter case in every script (SQLite's own lower() only folds ASCII). */
const NAME_FOLD_FUNCTION = 'newsdeck_name_fold';

interface SourceRow {
  domain_url: string;
  name_source: string | null;
  logo: string | null;
  rank: number;
  country: string | null;
}

interface SourceJson {
  name_source: string | null;
  domain_url: string;
  logo: string | null;
  additional_info?: { nb_articles_for_7d: number; country: string | null; rank: number; languages: string[] };
}

export interface SourcesAnswer {
  message: string;
  sources: SourceJson[];
  user_input: SourcesUserInput;
}

/** The SQL condition of each filter; each reads its values as a JSON array in the parameter of its name. */
const filterConditions = {
  source_url: 's.domain_url IN (SELECT value FROM json_each(@source_url))',
  lang: `EXISTS (SELECT 1 FROM source_languages l
    WHERE l.domain_url = s.domain_url AND l.language IN (SELECT value FROM json_each(@lang)))`,
  countries: 's.country IN (SELECT value FROM json_each(@countries))',
  predefined_sources: 's.domain_url IN (SELECT value FROM json_each(@predefined_sources))',
  source_name: `EXISTS (SELECT 1 FROM json_each(@source_name) n
    WHERE instr(${NAME_FOLD_FUNCTION}(s.name_source), n.value) > 0)`,
  from_rank: 's.rank >= @from_rank',
  to_rank: 's.rank <= @to_rank',
} as const;

type FilterName = keyof typeof filterConditions;
type FilterValues = Partial<Record<FilterName, string | number>> & { limit: number };

export function createSources(db: Db) {
  db.function(NAME_FOLD_FUNCTION, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? textSearchForm(text) : null,
  );
  // One statement per combination of filters in use, prepared on first use.
  const statements = new Map<string, Statement<[FilterValues], SourceRow>>();
  const selectFor = (filters: FilterName[]) => {
    const key = filters.join(' ');
    let statement = statements.get(key);
    if (!statement) {
      const where = filters.map((name) => filterConditions[name]).join(' AND ');
      statement = db.prepare<[FilterValues], SourceRow>(
        `SELECT s.domain_url, s.name_source, s.logo, s.rank, s.country FROM sources s
         ${where ? `WHERE ${where}` : ''} ORDER BY s.rank, s.domain_url LIMIT @limit`,
      );
      statements.set(key, statement);
    }
    return statement;
  };
  // One range count on the (domain_url, published_at) index per shown source.
  const articlesSince = db.prepare<[number, string], { domain_url: string; count: number }>(
    `SELECT j.value AS domain_url,
       (SELECT count(*) FROM articles a WHERE a.domain_url = j.value AND a.published_at >= ?) AS count
     FROM json_each(?) j`,
  );

  // Local extension: the languages a source publishes in (from its articles), inside additional_info.
  const languagesOf = db.prepare<[string], { domain_url: string; languages: string }>(
    `SELECT j.value AS domain_url,
       (SELECT json_group_array(language) FROM (SELECT language FROM source_languages l
          WHERE l.domain_url = j.value ORDER BY language)) AS languages
     FROM json_each(?) j`,
  );

  return function sources(request: SourcesRequest, plan: Plan, now: number = nowSeconds()): SourcesAnswer {
    // Domains are stored lower case, as ingest writes them; a domain is the same whatever its case.
    const sourceUrls = request.source_url?.map((domain) => domain.toLowerCase());
    const values: FilterValues = { limit: plan.sourcesShown };
    if (sourceUrls) values.source_url = JSON.stringify(sourceUrls);
    if (request.lang) values.lang = JSON.stringify(request.lang);
    if (request.countries) values.countries = JSON.stringify(request.countries);
    if (request.predefined_sources) {
      values.predefined_sources = JSON.stringify(resolvePredefinedSources(db, request.predefined_sources));
    }
    if (request.source_name) values.source_name = JSON.stringify(request.source_name.map(textSearchForm));
    if (request.from_rank !== undefined) values.from_rank = request.from_rank;
    if (request.to_rank !== undefined) values.to_rank = request.to_rank;

    const filters = (Object.keys(filterConditions) as FilterName[]).filter(
      (name) => values[name] !== undefined,
    );
    const rows = selectFor(filters).all(values);

    let counts: Map<string, number> | undefined;
    let languages: Map<string, string[]> | undefined;
    if (request.include_additional_info && rows.length > 0) {
      const domains = JSON.stringify(rows.map((row) => row.domain_url));
      counts = new Map(
        articlesSince.all(now - WEEK_SECONDS, domains).map((row) => [row.domain_url, row.count]),
      );
      languages = new Map(
        languagesOf.all(domains).map((row) => [row.domain_url, JSON.parse(row.languages) as string[]]),
      );
    }

    return {
      message: `Maximum sources displayed according to your plan is set to ${plan.sourcesShown}`,
      sources: rows.map((row) => {
        const source: SourceJson = {
          name_source: row.name_source,
          domain_url: row.domain_url,
          logo: row.logo,
        };
        if (counts) {
          source.additional_info = {
            nb_articles_for_7d: counts.get(row.domain_url) ?? 0,
            country: row.country,
            rank: row.rank,
            languages: languages?.get(row.domain_url) ?? [],
          };
        }
        return source;
      }),
      user_input: {
        lang: request.lang ?? null,
        countries: request.countries ?? null,
        predefined_sources: request.predefined_sources?.map(formatCountryTop) ?? null,
        source_name: request.source_name ?? null,
        source_url: sourceUrls ?? null,
        include_additional_info: request.include_additional_info ?? null,
        from_rank: request.from_rank ?? null,
        to_rank: request.to_rank ?? null,
      },
    };
  };
}
