// A feed's conditional GET answered straight on Node's request and response, before the Node adapter builds
// a Request and a Response: feed readers poll with If-None-Match, and most polls are answered 304. The
// validators and headers are those `feed` (routes.ts) computes and sends, from the same function; anything
// this step cannot answer 304 — no conditional header, no match, an unknown token, a profile not configured,
// a public-profile refresh due, an error — goes on to `feed` unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { feedsPathPrefix } from '../../contract/watchlists';
import { isNotModified, type FeedFormat, type Watchlists } from './routes';

/** The path of a feed as `feed` accepts it (routes.ts's FEED_PATH), nothing else: no query, no encoding. */
const FEED_URL = /^\/feeds\/([A-Za-z0-9_-]{32})\.(atom|json)$/;
const FEED_URL_LENGTH = feedsPathPrefix.length + 32 + '.atom'.length;

/**
 * The value of a request header as the Fetch API reads it from Node's raw headers (as the Node adapter
 * does): repeated ones joined with ", ", each trimmed of HTTP whitespace; null when absent.
 */
function rawHeader(raw: readonly string[], lowerName: string): string | null {
  let value: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === lowerName.length && name.toLowerCase() === lowerName) {
      const one = trimHttpWhitespace(raw[i + 1]!);
      value = value === null ? one : `${value}, ${one}`;
    }
  }
  return value;
}

const isHttpWhitespace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

function trimHttpWhitespace(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isHttpWhitespace(value.charCodeAt(start))) start++;
  while (end > start && isHttpWhitespace(value.charCodeAt(end - 1))) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/**
 * The step for the Node server's request listener: answers 304 and returns true, or returns false having
 * written nothing.
 */
export function createFeedFastPath(
  watchlists: Pick<Watchlists, 'feedValidators'>,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const url = request.url;
    // Length and prefix first: every other request of the server pays two comparisons here.
    if (url === undefined || url.length !== FEED_URL_LENGTH || !url.startsWith(feedsPathPrefix)) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const raw = request.rawHeaders;
    const noneMatch = rawHeader(raw, 'if-none-match');
    const since = noneMatch === null ? rawHeader(raw, 'if-modified-since') : null;
    if (noneMatch === null && since === null) return false;
    const match = FEED_URL.exec(url);
    if (!match) return false;
    let found;
    try {
      found = watchlists.feedValidators(match[1]!, match[2] as FeedFormat);
    } catch {
      // The normal path meets the same error and answers it as it answers any.
      return false;
    }
    if (!found || !isNotModified(noneMatch, since, found.etag, found.lastModified)) return false;
    response.writeHead(304, found.headers);
    response.end();
    return true;
  };
}
