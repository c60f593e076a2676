// GET /api/ext/overview (a local extension outside the interface): the most active authors and sources of a
// recent window, its article count, and the newest articles — what the dashboard's landing page shows.
// Every count is a range of an index: authors on article_authors (name_key, published_at), sources and the
// newest articles on articles (domain_url, published_at). Authors are visited by all-time article count,
// most first, and the visit stops once no remaining author can reach the list (a window count never exceeds
// the all-time one), so a store with many occasional authors costs little more than the top few.
import type { OverviewRequest, OverviewResponse } from '../../contract';
import type { Db } from '../store/db';
import { ApiError } from '../http/errors';
import { formatUtc, nowSeconds } from '../time';
import { PLANS, planNames, type Plan } from './plans';

const DAY_SECONDS = 86_400;

interface Ranked<T> {
  item: T;
  count: number;
  key: string;
}

/** Most first, then by key: a deterministic order for ties. */
const byCountThenKey = <T>(a: Ranked<T>, b: Ranked<T>) =>
  b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** `days` must stay within the plan's history, like from_ on the interface's operations (decisions.md). */
export function checkOverviewHistory(days: number, plan: Plan): void {
  if (days <= plan.historicalDays) return;
  const reaching = planNames.map((name) => PLANS[name]).find((p) => p.historicalDays >= days);
  const advice = reaching
    ? `the ${reaching.name} plan keeps ${reaching.historicalDays} days`
    : `no plan keeps ${days} days`;
  throw new ApiError(
    403,
    'HISTORICAL_LIMIT',
    `days (${days}) reaches further back than the ${plan.historicalDays} days of history of the ${plan.name} plan; ${advice}`,
  );
}

export function createOverview(db: Db) {
  const authorsByTotal = db.prepare<[], { name_key: string; article_count: number }>(
    'SELECT name_key, article_count FROM author_names WHERE article_count > 0 ORDER BY article_count DESC, name_key',
  );
  const authorWindowCount = db
    .prepare<[string, number, number], number>(
      'SELECT count(*) FROM article_authors WHERE name_key = ? AND published_at >= ? AND published_at <= ?',
    )
    .pluck();
  const displaySpelling = db
    .prepare<[string], string>(
      'SELECT spelling FROM author_spellings WHERE name_key = ? AND article_count > 0 ORDER BY article_count DESC, spelling LIMIT 1',
    )
    .pluck();
  const sourceCounts = db.prepare<
    { from: number; to: number },
    { domain_url: string; name_source: string | null; country: string | null; article_count: number }
  >(`
    SELECT s.domain_url, s.name_source, s.country,
      (SELECT count(*) FROM articles a
       WHERE a.domain_url = s.domain_url AND a.published_at >= @from AND a.published_at <= @to) AS article_count
    FROM sources s`);
  const newestOfSource = db.prepare<[string, number, number], { rowid: number; published_at: number }>(
    'SELECT rowid, published_at FROM articles WHERE domain_url = ? AND published_at <= ? ORDER BY published_at DESC LIMIT ?',
  );
  const articleSummary = db.prepare<
    [number],
    { id: string; title: string | null; published_at: number; domain_url: string }
  >(
    "SELECT id, json_extract(newsdeck_article_doc(doc), '$.title') AS title, published_at, domain_url FROM articles WHERE rowid = ?",
  );

  function topAuthors(from: number, to: number, limit: number): OverviewResponse['authors'] {
    const best: Ranked<string>[] = [];
    for (const row of authorsByTotal.iterate()) {
      // Sorted by all-time count: once it falls below the last kept window count, nobody after can enter.
      if (best.length === limit && row.article_count < best[limit - 1]!.count) break;
      const count = authorWindowCount.get(row.name_key, from, to) ?? 0;
      if (count === 0) continue;
      best.push({ item: row.name_key, count, key: row.name_key });
      best.sort(byCountThenKey);
      if (best.length > limit) best.pop();
    }
    return best.map(({ item, count }) => ({
      name: displaySpelling.get(item) ?? item,
      article_count: count,
    }));
  }

  function latestArticles(
    domains: readonly string[],
    now: number,
    limit: number,
  ): OverviewResponse['latest_articles'] {
    const newest: { rowid: number; published_at: number }[] = [];
    for (const domain of domains) newest.push(...newestOfSource.all(domain, now, limit));
    newest.sort((a, b) => b.published_at - a.published_at || a.rowid - b.rowid);
    return newest.slice(0, limit).flatMap(({ rowid }) => {
      const row = articleSummary.get(rowid);
      if (!row) return [];
      return [
        {
          id: row.id,
          title: row.title ?? '',
          published_date: formatUtc(row.published_at),
          domain_url: row.domain_url,
        },
      ];
    });
  }

  /** The answer for a window ending at `now` and starting `days` days before the start of its minute. */
  return function overview(request: OverviewRequest, now = nowSeconds()): OverviewResponse {
    const from = Math.floor(now / 60) * 60 - request.days * DAY_SECONDS;
    const sources = sourceCounts.all({ from, to: now });
    const articleCount = sources.reduce((sum, source) => sum + source.article_count, 0);
    const topSources = sources
      .filter((source) => source.article_count > 0)
      .map((source) => ({ item: source, count: source.article_count, key: source.domain_url }))
      .sort(byCountThenKey)
      .slice(0, request.limit)
      .map(({ item }) => item);
    return {
      days: request.days,
      from: formatUtc(from),
      article_count: articleCount,
      authors: topAuthors(from, now, request.limit),
      sources: topSources,
      latest_articles: latestArticles(
        sources.map((source) => source.domain_url),
        now,
        request.limit,
      ),
    };
  };
}
