// How author names are indexed for suggestions: the tokens and the trigrams of a normalised name key (the
// display spelling is the contract's nameDisplaySpelling). Ingest writes them (article-writer.ts) and the
// suggestion query reads them (local/author-suggest.ts), so both sides derive them here; migration 2 computes
// the same in SQL.

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
