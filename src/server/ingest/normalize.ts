// Turns one incoming v3 Article object into what the store keeps, filling the fields ingest derives
// (id, authors, domains, rank, word_count, parse_date, parent_url) and rejecting what cannot be an article.
// Strings are kept exactly as they came in (decisions.md: the API returns stored values exactly as ingested);
// the trimmed and case-folded forms that filters compare with go to their own columns (MatchForms), and only
// dates are rewritten, into the one format answers use.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { nameKey, UNRANKED } from '../../contract/names';
import type { ArticleDoc, MatchForms, NormalizedArticle } from '../store/article-doc';
import { formatUtc, parseUtcDate } from '../time';

const optionalString = z.string().nullish();
const optionalBool = z.boolean().nullish();
const stringList = z.array(z.string()).nullish();
const precision = z.enum(['full', 'timezone unknown', 'date']).nullish();
/** Embeddings are stored as float32: a component beyond its range would become Infinity, which JSON cannot write. */
const FLOAT32_MAX = 3.4028234663852886e38;
const FLOAT32_RANGE = 'embeddings must be numbers within the float32 range';
const embedding = z
  .array(z.number().min(-FLOAT32_MAX, FLOAT32_RANGE).max(FLOAT32_MAX, FLOAT32_RANGE))
  .nullish();
const entityList = z
  .array(z.object({ entity_name: z.string(), count: z.number().int().nonnegative() }))
  .nullish();

const nlpInputSchema = z
  .object({
    theme: z.union([z.string(), z.array(z.string())]).nullish(),
    summary: optionalString,
    sentiment: z.object({ title: z.number().nullish(), content: z.number().nullish() }).nullish(),
    ner_PER: entityList,
    ner_ORG: entityList,
    ner_MISC: entityList,
    ner_LOC: entityList,
    iptc_tags_name: stringList,
    iptc_tags_id: stringList,
    embeddings: embedding,
  })
  .loose();

/** What an ingest line may hold: the v3 Article, loosely typed, with only `title`, `link`, `published_date` required. */
const articleInputSchema = z
  .object({
    // Checked on the trimmed value, stored as it came.
    title: z.string().refine((title) => title.trim() !== '', 'title must be a non-empty string'),
    link: z.url({ protocol: /^https?$/, error: 'link must be an http(s) URL' }),
    published_date: z.string({ error: 'published_date must be a date string' }),
    id: z
      .string()
      .refine((id) => id.trim() !== '', 'id must be a non-empty string')
      // Lookups trim the ids they are asked for: an id with blanks around it could never be found.
      .refine((id) => id === id.trim(), 'id must not start or end with blanks')
      .max(200, 'id must be at most 200 characters')
      .nullish(),
    author: optionalString,
    authors: z.union([stringList, z.string()]),
    journalists: stringList,
    published_date_precision: precision,
    updated_date: optionalString,
    updated_date_precision: precision,
    parse_date: optionalString,
    domain_url: optionalString,
    full_domain_url: optionalString,
    name_source: optionalString,
    is_headline: optionalBool,
    paid_content: optionalBool,
    parent_url: optionalString,
    country: optionalString,
    rights: optionalString,
    rank: z.number().int().min(0).max(UNRANKED).nullish(),
    media: optionalString,
    language: optionalString,
    description: optionalString,
    content: optionalString,
    word_count: z.number().int().nonnegative().nullish(),
    is_opinion: optionalBool,
    twitter_account: optionalString,
    all_links: stringList,
    all_domain_links: stringList,
    nlp: nlpInputSchema.nullish(),
  })
  .loose();

export type NlpInput = z.infer<typeof nlpInputSchema>;

export type NormalizeResult = { ok: true; article: NormalizedArticle } | { ok: false; reason: string };

export function articleIdForLink(link: string): string {
  return createHash('md5').update(link).digest('hex');
}

// Second-level labels under which registrable domains have three labels (e.g. bbc.co.uk).
const TWO_PART_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.jp',
  'ne.jp',
  'or.jp',
  'co.in',
  'com.br',
  'com.mx',
  'com.ar',
  'com.tr',
  'com.cn',
  'com.hk',
  'com.sg',
  'co.za',
  'co.kr',
  'com.tw',
]);

/** `https://www.finance.yahoo.com/x` → { full: 'finance.yahoo.com', domain: 'yahoo.com' }. */
export function domainsOfLink(link: string): { full: string; domain: string } {
  const host = new URL(link).hostname.toLowerCase().replace(/^www\./, '');
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  const keep = TWO_PART_SUFFIXES.has(lastTwo) ? 3 : 2;
  return { full: host, domain: labels.slice(-keep).join('.') };
}

export function countWords(text: string): number {
  // Only up to the last '>': from a '<' never closed the regex would rescan the rest of the text, every time.
  const tagsEnd = text.lastIndexOf('>') + 1;
  const plain = text.slice(0, tagsEnd).replace(/<[^>]*>/g, ' ') + text.slice(tagsEnd);
  const matches = plain.match(/\S+/g);
  return matches ? matches.length : 0;
}

/** A list's values as filters match them: trimmed (and folded), distinct, blanks left out. */
function matchList(values: readonly string[], fold: (value: string) => string = (value) => value): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const trimmed = fold(value.trim());
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** A given string that holds more than blanks, else null: blank domains and URLs are filled in like missing ones. */
const nonBlank = (value: string | null | undefined): string | null =>
  value !== null && value !== undefined && value.trim() !== '' ? value : null;

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required`;
  if (issue.message.startsWith(field)) return issue.message;
  return `${field}: ${issue.message}`;
}

/** Validates and completes one article. `now` is the ingest time (epoch seconds), used for a missing parse_date. */
export function normalizeArticle(input: unknown, now: number): NormalizeResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, reason: 'the line is not a JSON object' };
  }
  const parsed = articleInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: describeIssue(parsed.error.issues[0]!) };
  const a = parsed.data;

  const publishedAt = parseUtcDate(a.published_date);
  if (publishedAt === null) {
    return { ok: false, reason: `published_date is not a date: ${JSON.stringify(a.published_date)}` };
  }
  let parseAt = now;
  if (a.parse_date) {
    const parsedDate = parseUtcDate(a.parse_date);
    if (parsedDate === null)
      return { ok: false, reason: `parse_date is not a date: ${JSON.stringify(a.parse_date)}` };
    parseAt = parsedDate;
  }
  let updatedDate: string | null = null;
  if (a.updated_date) {
    const updatedAt = parseUtcDate(a.updated_date);
    if (updatedAt === null) {
      return { ok: false, reason: `updated_date is not a date: ${JSON.stringify(a.updated_date)}` };
    }
    updatedDate = formatUtc(updatedAt);
  }

  // zod checked the link on its trimmed form; the article keeps the link as given, lookups match it trimmed
  // and the derived id is the md5 of that trimmed form.
  const link = (input as { link: string }).link;
  const trimmedLink = link.trim();
  const linkDomains = domainsOfLink(trimmedLink);
  const givenFullDomain = nonBlank(a.full_domain_url);
  const givenDomain = nonBlank(a.domain_url);
  const fullDomain = givenFullDomain?.trim().toLowerCase() ?? linkDomains.full;
  const domain = givenDomain?.trim().toLowerCase() ?? linkDomains.domain;
  const author = a.author ?? null;
  // `authors` is derived from `author` only when it is missing; a given list is kept as it is.
  const authors =
    a.authors === null || a.authors === undefined
      ? author !== null && nameKey(author) !== ''
        ? [author]
        : []
      : typeof a.authors === 'string'
        ? [a.authors]
        : [...a.authors];
  const parentUrl = nonBlank(a.parent_url) ?? `https://${fullDomain}/`;
  const allLinks = a.all_links ?? [];
  const allDomainLinks = a.all_domain_links ?? [];

  const doc: ArticleDoc = {
    title: a.title,
    author,
    authors,
    journalists: a.journalists ?? [],
    published_date: formatUtc(publishedAt),
    published_date_precision: a.published_date_precision ?? null,
    updated_date: updatedDate,
    updated_date_precision: a.updated_date_precision ?? null,
    link,
    domain_url: givenDomain ?? domain,
    full_domain_url: givenFullDomain ?? fullDomain,
    name_source: a.name_source ?? null,
    is_headline: a.is_headline ?? null,
    paid_content: a.paid_content ?? null,
    parent_url: parentUrl,
    country: a.country ?? null,
    rights: a.rights ?? null,
    rank: a.rank ?? UNRANKED,
    media: a.media ?? null,
    language: a.language ?? null,
    description: a.description ?? null,
    content: a.content ?? null,
    word_count: a.word_count ?? countWords(a.content ?? ''),
    is_opinion: a.is_opinion ?? null,
    twitter_account: a.twitter_account ?? null,
    all_links: allLinks,
    all_domain_links: allDomainLinks,
    id: a.id ?? articleIdForLink(trimmedLink),
  };

  const match: MatchForms = {
    link: trimmedLink,
    domainUrl: domain,
    fullDomainUrl: fullDomain,
    parentUrl: parentUrl.trim(),
    country: nonBlank(a.country)?.trim().toUpperCase() ?? null,
    language: nonBlank(a.language)?.trim().toLowerCase() ?? null,
    allLinks: matchList(allLinks),
    allDomainLinks: matchList(allDomainLinks, (value) => value.toLowerCase()),
  };

  // A blank name has an empty key: it is kept in the article but matches no author_name.
  const authorKeys = new Map<string, number>();
  for (const name of authors) if (nameKey(name) !== '') authorKeys.set(nameKey(name), 1);
  if (author !== null && nameKey(author) !== '') authorKeys.set(nameKey(author), 2);

  return { ok: true, article: { doc, match, publishedAt, parseAt, authorKeys, nlp: a.nlp ?? null } };
}
