// How the interface compares names: author names, entity names and source names match ignoring Unicode
// compatibility forms, case, outer blanks and runs of blanks (docs/spec/decisions.md, "Articles by author").
// The server stores and queries by this key and the SPA groups by it, so the two never disagree on a name.
// The two other forms below exist because they need something the key drops; each says what and why.

/** The key two spellings of one name share: NFKC, outer blanks trimmed, runs of blanks one space, lower case. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * A name as shown where spellings of one key are listed (author suggestions): the key's tidying, but the
 * case kept, since "McDonald" and "MCDONALD" are different spellings to a reader.
 */
export function nameDisplaySpelling(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/**
 * The form substring filters compare (event text fields, source names), on both the text and the needle:
 * NFKC, lower case, runs of blanks one space. Outer blanks are not trimmed: a substring test does not need it,
 * and the event search columns of existing stores hold exactly this form.
 */
export function textSearchForm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

/** The `rank` of an article whose source has no rank (docs/spec/decisions.md, "Articles by author": `ranked_only`). */
export const UNRANKED = 999_999;

/**
 * The key of a company's page (`/companies/<slug>`, `GET /api/ext/company?key=<slug>`): accents dropped, lower
 * case, every run of other characters one '-', none at either end ("Société Générale S.A." →
 * "societe-generale-s-a"). Letters of every script are kept, so a non-Latin name still has a page. The SPA
 * builds links with it and the server finds the company's events by it; '' when the name has no letter or digit.
 */
export function companySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
