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

/** Tags removed (script/style with their content), block ends kept as sentence ends, entities decoded. */
export function htmlToText(raw: string): string {
  let text = raw;
  if (text.includes('<')) {
    text = text
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/(?:p|div|li|h[1-6]|tr)\s*>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ' ')
      // A block that ends without punctuation still ends a sentence when another block follows.
      .replace(/([^\s.!?:;])[ \t]*\n+(?=\s*\S)/g, '$1. ');
  }
  if (text.includes('&')) text = decodeEntities(text);
  return text;
}
