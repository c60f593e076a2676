// A watchlist's items as feeds: Atom 1.0 written by the `feed` package, and JSON Feed 1.1 built here as a
// typed object and serialised with JSON.stringify (the package writes JSON Feed version 1 only). A feed
// carries the watchlist's name and items and nothing else of the server: no token, no profile, no other list.
import { Feed } from 'feed';
import type { WatchItem } from '../../contract/watchlists';
import { parseUtcDate } from '../time';

export interface FeedInput {
  /** The watchlist's id (the feed's stable id). */
  id: string;
  name: string;
  items: readonly WatchItem[];
  /** Epoch milliseconds the feed last changed (the newest item's arrival or the watchlist's edit). */
  updated: number;
  /** The server's origin as the reader reached it, for absolute links. */
  origin: string;
  /** The feed's own paths (with the token). */
  atomPath: string;
  jsonPath: string;
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): the members this server writes. */
export interface JsonFeed {
  version: 'https://jsonfeed.org/version/1.1';
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  items: JsonFeedItem[];
}

export interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  summary?: string;
  date_published: string;
  date_modified: string;
  authors?: { name: string }[];
  tags?: string[];
}

// Characters XML 1.0 cannot hold: dropped from every string the feed carries.
// eslint-disable-next-line no-control-regex -- matching them is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xmlText = (text: string) => text.replace(NOT_XML, '');
/**
 * Titles and summaries are plain text (stored as ingested), and the package declares them type="html" in
 * CDATA: escaped as HTML, a reader shows them as the text they are (no markup of the article's runs), and
 * no "]]>" can end the CDATA section early.
 */
const htmlText = (text: string) =>
  xmlText(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const absolute = (link: string, origin: string) => (link.startsWith('/') ? `${origin}${link}` : link);
const isoOf = (utc: string) => new Date((parseUtcDate(utc) ?? 0) * 1000);
const feedId = (id: string) => `urn:newsdeck:watchlist:${id}`;
const description = (name: string) => `Newsdeck watchlist "${name}": newest first`;

export function atomFeed(input: FeedInput): string {
  const feed = new Feed({
    id: feedId(input.id),
    title: xmlText(input.name),
    description: xmlText(description(input.name)),
    updated: new Date(input.updated),
    link: `${input.origin}/`,
    feedLinks: { atom: `${input.origin}${input.atomPath}`, json: `${input.origin}${input.jsonPath}` },
    generator: 'Newsdeck',
  });
  for (const item of input.items) {
    feed.addItem({
      id: item.id,
      title: htmlText(item.title),
      link: absolute(item.link, input.origin),
      date: isoOf(item.added),
      published: isoOf(item.published),
      description: item.summary ? htmlText(item.summary) : undefined,
      author: item.authors.map((name) => ({ name: xmlText(name) })),
      category: [item.source, item.company]
        .filter((term): term is string => term !== null)
        .map((term) => ({ term: xmlText(term) })),
    });
  }
  return feed.atom1();
}

export function jsonFeed(input: FeedInput): string {
  const document: JsonFeed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: input.name,
    home_page_url: `${input.origin}/`,
    feed_url: `${input.origin}${input.jsonPath}`,
    description: description(input.name),
    items: input.items.map((item) => {
      const entry: JsonFeedItem = {
        id: item.id,
        url: absolute(item.link, input.origin),
        title: item.title,
        date_published: isoOf(item.published).toISOString(),
        date_modified: isoOf(item.added).toISOString(),
      };
      if (item.summary) entry.summary = item.summary;
      if (item.authors.length > 0) entry.authors = item.authors.map((name) => ({ name }));
      const tags = [item.source, item.company].filter((tag): tag is string => tag !== null);
      if (tags.length > 0) entry.tags = tags;
      return entry;
    }),
  };
  return JSON.stringify(document);
}
