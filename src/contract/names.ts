// How the interface compares names: author names, entity names and source names match ignoring Unicode
// compatibility forms, case, outer blanks and runs of blanks (docs/spec/decisions.md, "Articles by author").
// The server stores and queries by this key and the SPA groups by it, so the two never disagree on a name.

/** The key two spellings of one name share: NFKC, outer blanks trimmed, runs of blanks one space, lower case. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The `rank` of an article whose source has no rank (docs/spec/decisions.md, "Articles by author": `ranked_only`). */
export const UNRANKED = 999_999;
