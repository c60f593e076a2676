// Pasted text → the links and ids it holds: one per line, comma- or blank-separated, duplicates dropped.

export interface ParsedLookupInput {
  ids: string[];
  links: string[];
}

const schemePattern = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Ids never contain a slash; anything with a scheme or a path is a link. */
export function isLink(value: string): boolean {
  return schemePattern.test(value) || value.includes('/');
}

/**
 * Splits one blank-free token on commas. A comma inside a link (`?tags=a,b`) is kept: a piece that does not
 * start a new link is glued back to the link before it.
 */
function splitOnCommas(token: string): string[] {
  const items: string[] = [];
  for (const piece of token.split(',')) {
    const previous = items.at(-1);
    if (previous !== undefined && isLink(previous) && piece !== '' && !schemePattern.test(piece)) {
      items[items.length - 1] = `${previous},${piece}`;
    } else {
      items.push(piece);
    }
  }
  return items;
}

export function parseLookupInput(text: string): ParsedLookupInput {
  const seen = new Set<string>();
  const parsed: ParsedLookupInput = { ids: [], links: [] };
  for (const token of text.split(/\s+/)) {
    for (const item of splitOnCommas(token)) {
      const value = item.trim();
      if (value === '' || seen.has(value)) continue;
      seen.add(value);
      (isLink(value) ? parsed.links : parsed.ids).push(value);
    }
  }
  return parsed;
}

/** The textarea text for values already looked up (from the URL): one per line. */
export function formatLookupInput(values: readonly string[]): string {
  return values.join('\n');
}

export type LookupInputCheck =
  { ok: true; kind: 'ids' | 'links'; values: string[] } | { ok: false; message: string };

/** The interface looks up one kind at a time: exactly one of `ids` or `links`. */
export function checkLookupInput(parsed: ParsedLookupInput): LookupInputCheck {
  const { ids, links } = parsed;
  if (ids.length === 0 && links.length === 0) {
    return { ok: false, message: 'Paste at least one article link or id.' };
  }
  if (ids.length > 0 && links.length > 0) {
    return {
      ok: false,
      message: `Paste either links or ids, not both: this has ${plural(links.length, 'link')} and ${plural(ids.length, 'id')}. A lookup finds one kind at a time.`,
    };
  }
  return ids.length > 0 ? { ok: true, kind: 'ids', values: ids } : { ok: true, kind: 'links', values: links };
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const minTextareaRows = 4;
const maxTextareaRows = 14;

/** The textarea's height in rows: one per line of the text, within bounds (it scrolls beyond them). */
export function textareaRows(text: string): number {
  let lines = 1;
  for (
    let index = text.indexOf('\n');
    index !== -1 && lines < maxTextareaRows;
    index = text.indexOf('\n', index + 1)
  )
    lines += 1;
  return Math.min(maxTextareaRows, Math.max(minTextareaRows, lines));
}
