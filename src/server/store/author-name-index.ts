// How author names are indexed for suggestions: the display spelling, the tokens and the trigrams of a
// normalised name key. Ingest writes them (article-writer.ts) and the suggestion query reads them
// (local/author-suggest.ts), so both sides derive them here; migration 2 computes the same in SQL.

/** An author's name as shown: the article's spelling with blanks collapsed, case kept. */
export function authorDisplaySpelling(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** The words of a normalised name key (keys are already lower case with single blanks). */
export function authorNameTokens(nameKey: string): string[] {
  return [...new Set(nameKey.split(' ').filter((token) => token !== ''))];
}

/** Trigrams of ' ' + text + ' ', by code point (as SQLite's substr counts characters). */
export function trigramsOf(text: string): string[] {
  const chars = Array.from(` ${text} `);
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(''));
  return [...grams];
}
