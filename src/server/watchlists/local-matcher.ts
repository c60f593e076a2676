// A watchlist's items on a local profile: each rule answered by the local service's own queries and indexes
// under the profile's plan (the authors operation's query and filters, the articles' domain index, the events'
// merge-key index and search forms), merged, ordered by arrival and cut to maxFeedItems. Only the items kept
// are read in full, so a 20-rule watchlist reads about as many article documents as one page of 100.
import type { Statement } from 'better-sqlite3';
import { authorsRequestSchema, textSearchForm } from '../../contract';
import { nameKey } from '../../contract/names';
import { watchlistLimits, type WatchRule } from '../../contract/watchlists';
import { incidentKey, sameOrganisation } from '../analysis/breaches/company';
import type { Db } from '../store/db';
import { decodedArticlesSql } from '../store/article-doc-codec';
import type { WatchlistStore } from '../store/watchlist-store';
import { createAuthorQueries } from '../local/authors/query';
import { createAuthorFilters, normaliseDomainEntry } from '../local/authors/filters';
import { assertPlanAllows } from '../local/authors/plan-features';
import { historyStart, resolveDateWindow } from '../local/dates';
import type { Plan } from '../local/plans';
import { formatIso } from '../time';
import { mergeCandidates, type Candidate, type ItemDetails, type WatchView } from './items';

const PER_RULE = watchlistLimits.maxFeedItems;

/**
 * The window of an author rule: the rule's own from_/to_ when it gives them (checked like the Authors page
 * checks them); without from_, the plan's whole history rather than the page's 7 days, since a watch is a
 * standing search and an article ingested late with an older date is news to its reader.
 */
function authorWindow(request: { from_?: string; to_?: string }, plan: Plan, now: number) {
  if (request.from_ !== undefined) return resolveDateWindow(request, plan, now);
  return resolveDateWindow({ from_: formatIso(historyStart(plan, now)), to_: request.to_ }, plan, now);
}

/** Checks an author rule against a plan as the Authors page would (403/422 ApiError), without running it. */
export function checkAuthorRule(params: Record<string, string | string[]>, plan: Plan, now: number): void {
  const request = authorsRequestSchema.parse(params);
  assertPlanAllows(request, plan);
  authorWindow(request, plan, now);
}

const SAME_ORGANISATION = 'newsdeck_same_organisation';

export function createLocalMatcher(db: Db, store: WatchlistStore) {
  db.function(SAME_ORGANISATION, { deterministic: true }, (a: unknown, b: unknown) =>
    typeof a === 'string' && typeof b === 'string' && sameOrganisation(a, b) ? 1 : 0,
  );
  const authorQueries = createAuthorQueries(db);
  const authorFilters = createAuthorFilters(db);
  const bySource = db.prepare(
    `SELECT rowid FROM articles WHERE domain_url = ? AND published_at >= ?
     ORDER BY published_at DESC LIMIT ${PER_RULE}`,
  );
  const articleKeys = db.prepare(
    `SELECT a.rowid AS rowid, a.id AS id, a.published_at AS published_at
     FROM json_each(?) j JOIN articles a ON a.rowid = j.value`,
  );
  const articleDetails = db.prepare(
    `SELECT a.id AS id, a.doc_json ->> '$.title' AS title, a.doc_json ->> '$.link' AS link,
       a.doc_json ->> '$.description' AS summary, a.doc_json ->> '$.author' AS author, a.doc_json -> '$.authors' AS authors,
       a.source AS source
     FROM ${decodedArticlesSql('a.id AS id, a.domain_url AS source', 'FROM json_each(?) j JOIN articles a ON a.id = j.value')}`,
  );
  const eventDetails = db.prepare(
    `SELECT e.id AS id, e.doc ->> '$.data_breach.title' AS title, e.doc ->> '$.data_breach.summary' AS summary,
       e.doc ->> '$.company_name' AS company
     FROM json_each(?) j JOIN events e ON e.id = j.value`,
  );
  const eventStatements = new Map<string, Statement>();

  function authorRule(rule: Extract<WatchRule, { kind: 'author' }>, plan: Plan, now: number): number[] {
    const request = authorsRequestSchema.parse(rule.params);
    assertPlanAllows(request, plan);
    const window = authorWindow(request, plan, now);
    const filters = authorFilters(request);
    if (filters.matchesNothing) return [];
    const rows = authorQueries.page(
      {
        nameKey: nameKey(request.author_name),
        from: window.from,
        to: window.to,
        byParseDate: request.by_parse_date === true,
        conditions: filters.conditions,
        sortBy: 'date',
      },
      PER_RULE,
      0,
    );
    return rows.map((row) => row.rowid);
  }

  function sourceRule(rule: Extract<WatchRule, { kind: 'source' }>, plan: Plan, now: number): number[] {
    // docs/spec/decisions.md, "Fine points": a source is a distinct domain_url, matched exactly.
    return bySource.pluck().all(normaliseDomainEntry(rule.domain), historyStart(plan, now)) as number[];
  }

  /** Events of a breach rule: every list given must match, any entry within a list (contract, breachRuleSchema). */
  function breachRule(rule: Extract<WatchRule, { kind: 'breach' }>): { id: string; published: number }[] {
    const conditions = ["event_type = 'data_breach'"];
    const params: string[] = [];
    if (rule.companies) {
      // Events are grouped by the merge key of their company (ingest/breach-stage.ts), and a group may hold other
      // organisations sharing a first word: an event is the rule's when its company is one of the rule's
      // organisations (a domain is its name: "acme.com" and "Acme Inc.").
      conditions.push(
        'merge_key IN (SELECT value FROM json_each(?))',
        `EXISTS (SELECT 1 FROM json_each(?) c WHERE ${SAME_ORGANISATION}(json_extract(doc, '$.company_name'), c.value))`,
      );
      const companies = rule.companies.filter((name) => incidentKey(name) !== '');
      params.push(JSON.stringify(companies.map(incidentKey)), JSON.stringify(companies));
    }
    if (rule.data_types) {
      conditions.push('data_type IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(rule.data_types));
    }
    // Text as events_search matches it (local/events-api.ts): case-insensitive substrings of the search forms.
    if (rule.impacted) {
      conditions.push('EXISTS (SELECT 1 FROM json_each(?) n WHERE instr(search_impacted, n.value) > 0)');
      params.push(JSON.stringify(rule.impacted.map(textSearchForm)));
    }
    if (rule.words) {
      conditions.push(
        'EXISTS (SELECT 1 FROM json_each(?) n WHERE instr(search_title, n.value) > 0 OR instr(search_summary, n.value) > 0)',
      );
      params.push(JSON.stringify(rule.words.map(textSearchForm)));
    }
    const sql =
      `SELECT id, coalesce(event_at, extraction_at) AS published FROM events WHERE ${conditions.join(' AND ')} ` +
      `ORDER BY event_at DESC, extraction_at DESC, id DESC LIMIT ${PER_RULE}`;
    let statement = eventStatements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      eventStatements.set(sql, statement);
    }
    return statement.all(...params) as { id: string; published: number }[];
  }

  /** The watchlist's items under `plan` at `now`, and how many arrived after `seenSeq`. */
  return function match(rules: readonly WatchRule[], plan: Plan, seenSeq: number, now: number): WatchView {
    const articleRules = new Map<number, number[]>();
    const candidates: Candidate[] = [];
    rules.forEach((rule, index) => {
      if (rule.kind === 'breach') {
        for (const event of breachRule(rule))
          candidates.push({ kind: 'event', id: event.id, published: event.published, rule: index });
        return;
      }
      const rowids = rule.kind === 'author' ? authorRule(rule, plan, now) : sourceRule(rule, plan, now);
      for (const rowid of rowids) {
        const list = articleRules.get(rowid);
        if (list) list.push(index);
        else articleRules.set(rowid, [index]);
      }
    });
    if (articleRules.size > 0) {
      const keys = articleKeys.all(JSON.stringify([...articleRules.keys()])) as {
        rowid: number;
        id: string;
        published_at: number;
      }[];
      for (const key of keys) {
        for (const rule of articleRules.get(key.rowid)!)
          candidates.push({ kind: 'article', id: key.id, published: key.published_at, rule });
      }
    }
    return mergeCandidates(candidates, seenSeq, {
      arrivals: (kind, ids) => store.arrivals(kind, ids),
      details: (kind, ids) => details(kind, ids),
    });
  };

  function details(kind: 'article' | 'event', ids: string[]): Map<string, ItemDetails> {
    const found = new Map<string, ItemDetails>();
    if (kind === 'article') {
      const rows = articleDetails.all(JSON.stringify(ids)) as {
        id: string;
        title: string;
        link: string;
        summary: string | null;
        author: string | null;
        authors: string | null;
        source: string;
      }[];
      for (const row of rows) {
        const listed = row.authors ? (JSON.parse(row.authors) as unknown) : null;
        const authors = Array.isArray(listed)
          ? listed.filter((name): name is string => typeof name === 'string')
          : row.author
            ? [row.author]
            : [];
        found.set(row.id, {
          title: row.title,
          link: row.link,
          summary: typeof row.summary === 'string' ? row.summary : null,
          authors,
          source: row.source,
          company: null,
        });
      }
      return found;
    }
    const rows = eventDetails.all(JSON.stringify(ids)) as {
      id: string;
      title: string | null;
      summary: string | null;
      company: string | null;
    }[];
    for (const row of rows) {
      found.set(row.id, {
        title: row.title ?? (row.company ? `Data breach at ${row.company}` : 'Data breach'),
        link: eventLink(row.id),
        summary: row.summary,
        authors: [],
        source: null,
        company: row.company,
      });
    }
    return found;
  }
}

/** The event's page in the dashboard: the Breaches page with the event open (web breaches-search.ts, `event`). */
export const eventLink = (id: string): string => `/breaches?event=${encodeURIComponent(id)}`;
