// The evidence an analyst can check for a breach event: for its company, date, data kinds and impacted
// groups, the sentences of its articles that state them, with the words that do.
//
// It asks the extractor's own public finders (extractCompany, extractEventDate, findDataKinds, findImpacted)
// whether a sentence states a value, and never reads their patterns: where the words are is found by
// narrowing the sentence to the shortest run of words for which the finder still answers the same. So the
// evidence follows the extraction rules as they change, with nothing to keep in step.
import * as chrono from 'chrono-node';
import type { EvidenceItem, EvidenceMatch } from '../../../contract/event-evidence';
import { companyKey, extractCompany } from './company';
import { findDataKinds } from './dataKinds';
import { extractEventDate, parseTimestamp } from './dates';
import { findImpacted } from './impacted';
import { articleText, sentenceMemo, wholeWord } from './text';
import type { BreachEvent, BreachInputArticle, BreachMention, DatePrecision } from './types';

/** An event's final fields, as merging chose them. */
export interface EvidenceFields {
  company_name: string | null;
  /** 'YYYY-MM-DD HH:MM:SS' */
  event_date: string | null;
  event_date_precision: DatePrecision | null;
  dataKinds: readonly string[];
  impacted: readonly string[];
}

/** Sentences shown per value: the best few, not every repetition. */
export const EVIDENCE_PER_VALUE = 2;
/** Matches highlighted per sentence and value. */
const MATCHES_PER_SENTENCE = 3;
/** Sentences read per article, title included (extraction reads no further for dates and names). */
const SENTENCES_PER_ARTICLE = 40;
/** A longer sentence (a text without punctuation) is cut to this many characters around its matches. */
export const MAX_SENTENCE_CHARS = 400;

const PRECISION_RANK: Record<DatePrecision, number> = { year: 1, month: 2, day: 3 };
const DATE_PREFIX: Record<DatePrecision, number> = { year: 4, month: 7, day: 10 };

/** The fields of a merged event; the date's precision is the one its mentions stated for that date. */
export function evidenceFieldsOf(event: BreachEvent, mentions: readonly BreachMention[]): EvidenceFields {
  const ids = new Set(event.associated_article_ids);
  let precision: DatePrecision | null = null;
  for (const mention of mentions) {
    if (!ids.has(mention.articleId) || mention.event_date !== event.event_date || !event.event_date) continue;
    const stated = mention.event_date_precision ?? 'day';
    if (!precision || PRECISION_RANK[stated] > PRECISION_RANK[precision]) precision = stated;
  }
  const data = event.data_breach.data;
  return {
    company_name: event.company_name,
    event_date: event.event_date,
    event_date_precision: event.event_date ? (precision ?? 'day') : null,
    dataKinds: data ? data.split(', ').filter(Boolean) : [],
    impacted: event.data_breach.impacted,
  };
}

// The finders' answers for single sentences, kept across calls (a date's answer depends on the article's
// publication date too, and is seldom asked twice): at ingest every commit that touches a merge group finds its
// events' evidence again from all their articles, so the same sentences are asked about again and again.
const SENTENCE_MEMO_MAX = 8_192;

/** The company a sentence read alone as a headline names as breached. */
const companyOfHeadline = sentenceMemo(
  (sentence) => extractCompany(articleText({ id: '', title: sentence, published_date: '' })),
  SENTENCE_MEMO_MAX,
);
const impactedOfSentence = sentenceMemo((sentence) => findImpacted([sentence]), SENTENCE_MEMO_MAX);

/** Does a date stated at `stated` precision agree with the event date at the coarser of the two precisions? */
function dateAgreement(
  stated: { date: string; precision: DatePrecision },
  event: string,
  eventPrecision: DatePrecision,
): 'exact' | 'agrees' | null {
  if (stated.date === event && stated.precision === eventPrecision) return 'exact';
  const coarser =
    PRECISION_RANK[stated.precision] < PRECISION_RANK[eventPrecision] ? stated.precision : eventPrecision;
  const length = DATE_PREFIX[coarser];
  return stated.date.slice(0, length) === event.slice(0, length) ? 'agrees' : null;
}

/** Start and end offsets of the words (runs of non-blanks) of a text. */
function wordBounds(text: string): { starts: number[]; ends: number[] } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    starts.push(m.index);
    ends.push(m.index + m[0].length);
  }
  return { starts, ends };
}

/**
 * The shortest run of whole words of `text` for which `holds` is still true, found by binary search from
 * each side (a finder that needs no context beyond its words gives the exact words; one that does keeps
 * them). `holds(text)` must be true. The span returned always satisfies `holds`.
 */
function narrow(text: string, holds: (span: string) => boolean): [number, number] {
  const { starts, ends } = wordBounds(text);
  if (starts.length === 0) return [0, text.length];
  // Largest first word for which the rest still holds.
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (holds(text.slice(starts[mid]!))) lo = mid;
    else hi = mid - 1;
  }
  const first = lo;
  const from = starts[first]!;
  // Smallest last word for which the run from `first` still holds.
  lo = first;
  hi = ends.length - 1;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (holds(text.slice(from, ends[mid]!))) hi = mid;
    else lo = mid + 1;
  }
  return [from, ends[lo]!];
}

/** Drops punctuation and quotes at the edges of a span, keeping at least one character. */
function trimSpan(text: string, [start, end]: [number, number]): [number, number] {
  while (end - start > 1 && !/[\p{L}\p{N}]/u.test(text[start]!)) start++;
  while (end - start > 1 && !/[\p{L}\p{N}]/u.test(text[end - 1]!)) end--;
  return [start, end];
}

/**
 * Where in `sentence` the value is stated, for a finder `holds` that is true of the whole sentence: the
 * narrowest span, then further spans in the text before it while that text alone still states the value.
 */
function locate(sentence: string, holds: (span: string) => boolean): EvidenceMatch[] {
  const spans: [number, number][] = [];
  let limit = sentence.length;
  while (spans.length < MATCHES_PER_SENTENCE && limit > 0) {
    const text = sentence.slice(0, limit);
    if (!holds(text)) break;
    const span = trimSpan(sentence, narrow(text, holds));
    spans.unshift(span);
    limit = span[0];
  }
  return spans.map(([start, end]) => ({ start, end }));
}

/** The pattern of companyMatches: the company's name as a whole word, any case. */
const companyPattern = (name: string): RegExp => wholeWord(name, 'giu');

/**
 * Every whole-word occurrence of the company's name in the sentence, any case (`pattern`: companyPattern of the
 * name, compiled once per event; matchAll reads a copy of it, so it is never changed).
 */
function companyMatches(sentence: string, pattern: RegExp): EvidenceMatch[] {
  return [...sentence.matchAll(pattern)]
    .slice(0, MATCHES_PER_SENTENCE)
    .map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * The date's own words for a span that states it: chrono's reading of the sentence that overlaps the span
 * and gives the same date ("April 2018" rather than the "April" the narrowest span kept), else the span.
 */
function dateWords(
  sentence: string,
  span: EvidenceMatch,
  reference: Date,
  same: (date: { date: string; precision: DatePrecision }) => boolean,
): EvidenceMatch {
  const results = chrono.casual.parse(sentence, { instant: reference, timezone: 0 }, { forwardDate: false });
  for (const result of results) {
    const end = result.index + result.text.length;
    if (end <= span.start || result.index >= span.end) continue;
    const start = result.start;
    const year = start.get('year');
    const month = start.get('month');
    const day = start.get('day');
    if (year === null || month === null || day === null) continue;
    const precision: DatePrecision = start.isCertain('day')
      ? 'day'
      : start.isCertain('month')
        ? 'month'
        : 'year';
    const monthOut = String(precision === 'year' ? 1 : month).padStart(2, '0');
    const dayOut = String(precision === 'day' ? day : 1).padStart(2, '0');
    if (same({ date: `${year}-${monthOut}-${dayOut} 00:00:00`, precision }))
      return trimMatch(sentence, { start: result.index, end });
  }
  return span;
}

function trimMatch(sentence: string, { start, end }: EvidenceMatch): EvidenceMatch {
  const [from, to] = trimSpan(sentence, [start, end]);
  return { start: from, end: to };
}

interface Candidate {
  item: EvidenceItem;
  /** Lower is better: how directly the sentence states the value, then where it is. */
  rank: [number, number, number];
}

/** A sentence longer than MAX_SENTENCE_CHARS cut to a window around its first match, offsets moved with it. */
function excerpt(sentence: string, matches: EvidenceMatch[]): { sentence: string; matches: EvidenceMatch[] } {
  if (sentence.length <= MAX_SENTENCE_CHARS || matches.length === 0) return { sentence, matches };
  const first = matches[0]!;
  let start = Math.max(0, Math.min(first.start - 120, sentence.length - MAX_SENTENCE_CHARS));
  // Cut at a blank so no word is halved.
  if (start > 0) {
    const blank = sentence.indexOf(' ', start);
    if (blank >= 0 && blank < first.start) start = blank + 1;
  }
  let end = Math.min(sentence.length, start + MAX_SENTENCE_CHARS);
  if (end < sentence.length) end = Math.max(sentence.lastIndexOf(' ', end), first.end);
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < sentence.length ? ' …' : '';
  const shift = prefix.length - start;
  return {
    sentence: `${prefix}${sentence.slice(start, end).trim()}${suffix}`,
    matches: matches
      .filter((m) => m.start >= start && m.end <= end)
      .map((m) => ({ start: m.start + shift, end: m.end + shift })),
  };
}

/**
 * For each field of the event, the sentences of its articles that state it, best first: the sentence that
 * asserts the value (the company as the breached party, the event's date exactly) before one that only names
 * it (a date that only agrees at a coarser precision is shown only when none states it exactly), the title
 * and lead before later sentences, earlier articles (as given) before later ones. At most EVIDENCE_PER_VALUE
 * sentences per value; a sentence repeated word for word by another article is shown once. `articles` are
 * the event's, as the extractor read them. The output depends only on its input.
 */
export function findEvidence(
  fields: EvidenceFields,
  articles: readonly BreachInputArticle[],
): EvidenceItem[] {
  const candidates = new Map<string, Candidate[]>(); // by field + value
  const add = (
    field: EvidenceItem['field'],
    value: string,
    rank: Candidate['rank'],
    where: { article_id: string; sentence: string },
  ) => {
    const key = `${field}\u0000${value}`;
    const list = candidates.get(key) ?? [];
    list.push({ rank, item: { field, value, ...where, matches: [] } });
    candidates.set(key, list);
  };

  const company = fields.company_name?.trim() || null;
  const companyId = company ? companyKey(company) : '';
  const namePattern = company ? companyPattern(company) : null;
  const namesCompany = (sentence: string): boolean => {
    namePattern!.lastIndex = 0;
    return namePattern!.test(sentence);
  };
  const kinds = new Set(fields.dataKinds);
  const groups = new Set(fields.impacted);
  const eventDate = fields.event_date;
  const eventPrecision = fields.event_date_precision ?? 'day';

  // Every value shows the first EVIDENCE_PER_VALUE distinct sentences in its ranking: those that state it most
  // directly (rank 0), then by position (sentence, then article). So the sentences are walked by position, and a
  // finder is asked no more once each of its values has that many distinct rank-0 sentences: every later
  // sentence would rank after them. The finders (a sentence read as a headline with extractCompany, chrono's
  // dates, the data kinds' patterns) cost far more than the rest of the evidence.
  const texts = articles.map((article) => articleText(article).allSentences.slice(0, SENTENCES_PER_ARTICLE));
  const references = articles.map((article) => parseTimestamp(article.published_date));
  /** Distinct rank-0 sentences seen so far, per field and value, while the value may still need more. */
  const open = new Map<string, Set<string>>();
  const want = (field: EvidenceItem['field'], values: Iterable<string>) => {
    for (const value of values) open.set(`${field}\u0000${value}`, new Set());
  };
  const stillWanted = (field: EvidenceItem['field'], values: Iterable<string>): boolean => {
    for (const value of values) if (open.has(`${field}\u0000${value}`)) return true;
    return false;
  };
  const direct = (field: EvidenceItem['field'], value: string, sentence: string) => {
    const key = `${field}\u0000${value}`;
    const seen = open.get(key);
    if (!seen) return;
    seen.add(sentence);
    if (seen.size >= EVIDENCE_PER_VALUE) open.delete(key);
  };
  if (company) want('company', [company]);
  if (eventDate) want('date', [eventDate]);
  want('data', kinds);
  want('impacted', groups);
  const longest = texts.reduce((most, sentences) => Math.max(most, sentences.length), 0);
  for (let sentenceIndex = 0; sentenceIndex < longest && open.size > 0; sentenceIndex++) {
    for (let articleIndex = 0; articleIndex < articles.length && open.size > 0; articleIndex++) {
      const sentence = texts[articleIndex]![sentenceIndex];
      if (sentence === undefined) continue;
      const article = articles[articleIndex]!;
      const where = { article_id: article.id, sentence };
      const at = (directness: number): [number, number, number] => [directness, sentenceIndex, articleIndex];

      if (company && stillWanted('company', [company]) && namesCompany(sentence)) {
        // The sentence read alone as a headline names this company as the breached one.
        const named = companyOfHeadline(sentence);
        const asserts = named !== null && companyKey(named) === companyId;
        add('company', company, at(asserts ? 0 : 1), where);
        if (asserts) direct('company', company, sentence);
      }

      if (eventDate && references[articleIndex] && stillWanted('date', [eventDate])) {
        const stated = extractEventDate([sentence], article.published_date);
        const agreement = stated && dateAgreement(stated, eventDate, eventPrecision);
        if (agreement) add('date', eventDate, at(agreement === 'exact' ? 0 : 1), where);
        if (agreement === 'exact') direct('date', eventDate, sentence);
      }

      if (kinds.size > 0 && stillWanted('data', kinds))
        for (const kind of findDataKinds([sentence]))
          if (kinds.has(kind)) {
            add('data', kind, at(0), where);
            direct('data', kind, sentence);
          }

      if (groups.size > 0 && stillWanted('impacted', groups))
        for (const group of impactedOfSentence(sentence))
          if (groups.has(group)) {
            add('impacted', group, at(0), where);
            direct('impacted', group, sentence);
          }
    }
  }

  const publishedOf = new Map(articles.map((a) => [a.id, a.published_date]));
  const matchesOf = (item: EvidenceItem): EvidenceMatch[] => {
    const { sentence, value } = item;
    switch (item.field) {
      case 'company':
        return companyMatches(sentence, companyPattern(value));
      case 'data':
        return locate(sentence, (span) => findDataKinds([span]).includes(value));
      case 'impacted':
        return locate(sentence, (span) => findImpacted([span]).includes(value));
      case 'date': {
        // The words that give the date the whole sentence states (which agrees with the event's).
        const published = publishedOf.get(item.article_id)!;
        const stated = extractEventDate([sentence], published);
        if (!stated) return [];
        const same = (date: { date: string; precision: DatePrecision } | null) =>
          date !== null && date.date === stated.date && date.precision === stated.precision;
        const reference = parseTimestamp(published)!;
        return locate(sentence, (span) => same(extractEventDate([span], published))).map((span) =>
          dateWords(sentence, span, reference, same),
        );
      }
    }
  };

  const order: [EvidenceItem['field'], readonly string[]][] = [
    ['company', company ? [company] : []],
    ['date', eventDate ? [eventDate] : []],
    ['data', fields.dataKinds],
    ['impacted', fields.impacted],
  ];
  const evidence: EvidenceItem[] = [];
  for (const [field, values] of order)
    for (const value of values) {
      let ranked = (candidates.get(`${field}\u0000${value}`) ?? []).sort(
        (a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.rank[2] - b.rank[2],
      );
      // A coarser date that only agrees ("this year") is shown when no sentence states the date itself.
      if (field === 'date' && ranked[0]?.rank[0] === 0) ranked = ranked.filter((c) => c.rank[0] === 0);
      const shown = new Set<string>();
      for (const { item } of ranked) {
        if (shown.size >= EVIDENCE_PER_VALUE) break;
        if (shown.has(item.sentence)) continue;
        const matches = matchesOf(item);
        if (matches.length === 0) continue;
        shown.add(item.sentence);
        evidence.push({ ...item, ...excerpt(item.sentence, matches) });
      }
    }
  return evidence;
}
