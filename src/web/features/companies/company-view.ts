// The pure parts of a company page: the public-profile fallback's request and answer, the events with their
// articles attached, and the figures above the table.
import type { CompanyResponse } from '../../../contract/company';
import type { BreachEvent, EventArticle } from '../../../contract/events';
import { companySlug } from '../../../contract/names';
import type { ApiRequest } from '../../lib/api-client';
import { parseApiDate } from '../../lib/dates';

/** events_search for a company's name, with its articles' titles and links. */
export function companySearchRequest(name: string): ApiRequest {
  return {
    operation: 'eventsSearch',
    method: 'POST',
    body: {
      event_type: 'data_breach',
      attach_articles_data: true,
      additional_filters: { company_name: name },
    },
  };
}

/** A company answer built from events: those whose company has `key`, the name by frequency. */
export function companyOfEvents(key: string, events: readonly BreachEvent[]): CompanyResponse {
  const own = events.filter((event) => event.company_name && companySlug(event.company_name) === key);
  const counts = new Map<string, number>();
  for (const event of own) counts.set(event.company_name!, (counts.get(event.company_name!) ?? 0) + 1);
  const aliases = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  return { key, name: aliases[0] ?? '', aliases, events: own, related: [] };
}

/** The events with their articles attached from a lookup (titles and links), when they had none. */
export function withArticles(
  events: readonly BreachEvent[],
  articles: readonly { id: string; title?: string | null; link?: string | null }[],
): BreachEvent[] {
  const byId = new Map(articles.map((article) => [article.id, article]));
  return events.map((event) => {
    if (event.articles && event.articles.length > 0) return event;
    const attached: EventArticle[] = event.associated_article_ids.map((id) => {
      const article = byId.get(id);
      return { id, title: article?.title ?? null, link: article?.link ?? null };
    });
    return { ...event, articles: attached };
  });
}

/** Events by event date, newest first; events without one last, by extraction date. */
export function byEventDate(events: readonly BreachEvent[]): BreachEvent[] {
  const time = (value: string | null | undefined) => parseApiDate(value)?.getTime() ?? -Infinity;
  return [...events].sort(
    (a, b) => time(b.event_date) - time(a.event_date) || time(b.extraction_date) - time(a.extraction_date),
  );
}

export interface CompanyFigures {
  events: number;
  articles: number;
  first: string | null;
  last: string | null;
  dataTypes: string[];
}

export function companyFigures(events: readonly BreachEvent[]): CompanyFigures {
  const dated = byEventDate(events).filter((event) => parseApiDate(event.event_date) !== null);
  const types = new Set(
    events.flatMap((event) => (event.data_breach?.data_type ? [event.data_breach.data_type] : [])),
  );
  return {
    events: events.length,
    articles: new Set(events.flatMap((event) => event.associated_article_ids)).size,
    first: dated.at(-1)?.event_date ?? null,
    last: dated[0]?.event_date ?? null,
    dataTypes: [...types].sort(),
  };
}
