// Where each item of the Home page leads, and the words it shows. The pages own their params; this is the one
// place the Home page names them. Every link opens a page that already holds what the item promised.
import type { BreachEvent } from '../../../contract/events';
import { overviewWindow } from '../../lib/overview';

/**
 * The Breaches page filtered to one event's company (or its title, when no company was found), over all
 * dates, with the event open: the event is then on the first page of the list whatever its age.
 */
export function breachesSearchForEvent(event: Pick<BreachEvent, 'id' | 'company_name' | 'data_breach'>): {
  company_name?: string[];
  title?: string[];
  from: 'all';
  event: string;
} {
  const company = event.company_name?.trim();
  const title = event.data_breach?.title?.trim();
  return {
    ...(company ? { company_name: [company] } : title ? { title: [title] } : {}),
    from: 'all',
    event: event.id,
  };
}

/**
 * The Authors page with one author searched over the window the overview counted, every source ranked or
 * not (as the overview counts): the articles found add up to the count shown.
 */
export function authorsSearchForAuthor(name: string): {
  author_name: string;
  from_: typeof overviewWindow.preset;
  ranked_only: false;
} {
  return { author_name: name, from_: overviewWindow.preset, ranked_only: false };
}

/** The Sources page showing one source (source_url stands alone in the interface). */
export function sourcesSearchForSource(domain: string): { source_url: string[] } {
  return { source_url: [domain] };
}

/** The Lookup page with one article looked up by id. */
export function lookupSearchForArticle(id: string): { ids: string[] } {
  return { ids: [id] };
}

/** What an event is called in a list: its company, else its title, else a plain description. */
export function eventName(event: Pick<BreachEvent, 'company_name' | 'data_breach'>): string {
  return event.company_name?.trim() || event.data_breach?.title?.trim() || 'Unnamed company';
}

/** "1 article", "12 articles". */
export function articleCount(count: number): string {
  return `${count.toLocaleString('en')} article${count === 1 ? '' : 's'}`;
}

/** The sentence under the events card's title: which window the events come from. */
export function recentEventsWindowText(window: string | undefined): string {
  if (window === undefined) return 'The newest events by breach date, all dates';
  const days = /^now-(\d+)d$/.exec(window)?.[1];
  return days ? `By breach date, last ${days} days, newest first` : `By breach date since ${window}`;
}
