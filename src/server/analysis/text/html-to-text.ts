// Plain text from article HTML (or from text, unchanged), for the NLP and extraction steps: the API returns
// content exactly as ingested, but sentences, entities and summaries must be computed on its words.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value < 0x110000 ? String.fromCodePoint(value) : whole;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const SCRIPT_OR_STYLE = /<(script|style)\b/gi;

/**
 * Script and style elements replaced by a space: what /<(script|style)\b[\s\S]*?<\/\1>/gi does, in linear
 * time. That regex scans to the end of the text from every opening tag that is never closed, which made a
 * page with many of them quadratic; here a name found unclosed once is not searched for again.
 */
function removeScriptsAndStyles(text: string): string {
  const unclosed = new Set<string>();
  let out = '';
  let copied = 0;
  SCRIPT_OR_STYLE.lastIndex = 0;
  let open: RegExpExecArray | null;
  while ((open = SCRIPT_OR_STYLE.exec(text))) {
    const name = open[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    const close = new RegExp(`</${name}>`, 'gi');
    close.lastIndex = open.index + open[0].length;
    const end = close.exec(text);
    if (!end) {
      unclosed.add(name);
      if (unclosed.size === 2) break;
      continue;
    }
    out += `${text.slice(copied, open.index)} `;
    copied = end.index + end[0].length;
    SCRIPT_OR_STYLE.lastIndex = copied;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * Applies `replace` to the part of `text` that can hold a match, and keeps the rest as it is: regexes that
 * would otherwise fail from every position of a long tail (a '<' never closed, trailing blank lines) and
 * rescan it each time.
 */
function replaceBefore(text: string, end: number, replace: (head: string) => string): string {
  return end >= text.length ? replace(text) : replace(text.slice(0, end)) + text.slice(end);
}

/** Tags removed (script/style with their content), block ends kept as sentence ends, entities decoded. */
export function htmlToText(raw: string): string {
  let text = raw;
  if (text.includes('<')) {
    text = removeScriptsAndStyles(text).replace(/<\/(?:p|div|li|h[1-6]|tr)\s*>|<br\s*\/?>/gi, '\n');
    // No tag ends after the last '>'.
    text = replaceBefore(text, text.lastIndexOf('>') + 1, (head) => head.replace(/<[^>]+>/g, ' '));
    // A block that ends without punctuation still ends a sentence when another block follows (so never
    // in the trailing whitespace).
    text = replaceBefore(text, text.trimEnd().length, (head) =>
      head.replace(/([^\s.!?:;])[ \t]*\n+(?=\s*\S)/g, '$1. '),
    );
  }
  if (text.includes('&')) text = decodeEntities(text);
  return text;
}
