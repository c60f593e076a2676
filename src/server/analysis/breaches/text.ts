// Turns an article's title, description and content into clean plain text and sentences for extraction.
import type { BreachInputArticle } from './types';
import { MONTH_ABBREVIATIONS, WEEKDAY_ABBREVIATIONS } from '../text/calendar-words';
import { htmlToText } from '../text/html-to-text';

// A page that failed to load leaves its own notice as the description ("The site experienced loading issues …; users
// are advised to …", "Please refresh your browser to be logged in"): it says nothing of the article. The sentence is cut
// only when the cheap test finds a notice word (the cut scans back over the sentence).
const LOAD_NOTICE_WORDS = String.raw`loading issues|couldn['’]?t load|could not load|refresh (?:your|the) (?:browser|page)|browser extensions?`;
const LOAD_NOTICE_WORD = new RegExp(LOAD_NOTICE_WORDS, 'i');
const LOAD_NOTICE = new RegExp(String.raw`[^.]*\b(?:${LOAD_NOTICE_WORDS})\b[^.]*\.?`, 'gi');

/**
 * Plain text from HTML or text: tags removed, entities decoded, feed boilerplate dropped, and the
 * spacing artefacts some feeds add inside numbers ("2, 090", "29. 8", "U. S.") closed up.
 */
export function cleanText(raw: string | null | undefined): string {
  if (!raw) return '';
  const text = htmlToText(raw);
  return (
    (LOAD_NOTICE_WORD.test(text) ? text.replace(LOAD_NOTICE, ' ') : text)
      // "The post <title> appeared first on <site>." (WordPress feeds); some feeds cut it to "appeared com."
      .replace(/The post .{0,300}? appeared (?:first on [^.]{0,80}\.|com\.|on [^.]{0,80}\.)/g, ' ')
      .replace(/\b(?:Read (?:More|Entire Article|Full Article at \S+)|Key Takeaways|Comments URL:.*$)/g, ' ')
      .replace(/\[(?:\.|…|\.\.\.)\]/g, ' ')
      .replace(/(\d), (\d{3})\b/g, '$1,$2')
      .replace(/(\d)\. (\d)/g, '$1.$2')
      .replace(/\b([A-Z])\. ([A-Z])\./g, '$1.$2.')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// Words whose trailing period does not end a sentence: titles, company forms, the months' and weekdays'
// abbreviations (not "may", May's full name: "… in May." ends one) and a few states and provinces.
const ABBREVIATIONS = new Set([
  ...'mr mrs ms dr st jr sr inc ltd co corp llc plc no nos vs etc approx dept gov govt est fig al'.split(' '),
  ...MONTH_ABBREVIATIONS,
  ...WEEKDAY_ABBREVIATIONS,
  ...'ave blvd pa calif mass fla wash ill tex ont'.split(' '),
]);

/** Splits plain text into sentences; headline-style " - " and " | " joins are kept inside one sentence. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const boundary = /[.!?…]+["'”’)\]]*\s+(?=["'“‘(]?[A-Z0-9])/g;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(text))) {
    const before = text.slice(start, match.index);
    const lastWord = /([A-Za-z][A-Za-z.]*)$/.exec(before)?.[1] ?? '';
    const bare = lastWord.replace(/\./g, '').toLowerCase();
    // "U.S." / "S." / "Inc." do not end a sentence.
    if (ABBREVIATIONS.has(bare) || /^[A-Za-z]$/.test(bare) || /^([A-Za-z]\.)+[A-Za-z]?$/.test(lastWord))
      continue;
    const sentence = text.slice(start, match.index + match[0].length).trim();
    if (sentence) sentences.push(sentence);
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** The text with every regular-expression metacharacter escaped, to match it literally inside a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The name as a whole word: no letter or digit right before or after it ("Meta", not "Metaverse"). */
export function wholeWord(name: string, flags = 'u'): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}(?![\p{L}\p{N}])`, flags);
}

// A pattern built per name costs far more to compile than to run: each letter-or-digit class in it ~0.1–0.2 ms
// (wholeWord's ~0.5 ms with its first runs), and most names an extractor tries are new. The helpers below find
// what such a pattern would, with indexOf where the name stands and these sticky tests, compiled once.
/** Whether a name may start at a place (sticky): no letter or digit before it. */
export const NAME_MAY_START = /(?<![\p{L}\p{N}])/uy;
/** Whether a name may end at a place (sticky): no letter or digit after it. */
export const NO_WORD_NEXT = /(?![\p{L}\p{N}])/uy;

/**
 * Whether indexOf finds a name only where a u-flag pattern of it could match: one that starts or ends with half a
 * surrogate pair could be found inside a pair, where the pattern never starts or ends.
 */
function searchableName(name: string): boolean {
  if (!name) return false;
  const first = name.charCodeAt(0);
  const last = name.charCodeAt(name.length - 1);
  return !(first >= 0xdc00 && first <= 0xdfff) && !(last >= 0xd800 && last <= 0xdbff);
}

/** Where `name` stands as a whole word in `text`: the offsets of `text.matchAll(wholeWord(name, 'gu'))`. */
export function wholeWordOffsets(text: string, name: string): number[] {
  if (!searchableName(name)) return [...text.matchAll(wholeWord(name, 'gu'))].map((m) => m.index);
  const offsets: number[] = [];
  for (let at = text.indexOf(name); at >= 0;) {
    const end = at + name.length;
    NAME_MAY_START.lastIndex = at;
    NO_WORD_NEXT.lastIndex = end;
    if (NAME_MAY_START.test(text) && NO_WORD_NEXT.test(text)) {
      offsets.push(at);
      at = text.indexOf(name, end);
    } else at = text.indexOf(name, at + 1);
  }
  return offsets;
}

/**
 * The groups of the first match in `text` of `(?<![\p{L}\p{N}])<name>` followed by `next` (a sticky u-flag pattern,
 * whose groups are the match's): `next` is run only where the name stands.
 */
export function execAfterName(text: string, name: string, next: RegExp): RegExpExecArray | null {
  if (!searchableName(name))
    return new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name)}${next.source}`, 'u').exec(text);
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    NAME_MAY_START.lastIndex = at;
    if (!NAME_MAY_START.test(text)) continue;
    next.lastIndex = at + name.length;
    const match = next.exec(text);
    if (match) return match;
  }
  return null;
}

/**
 * `compute` with its answers kept across calls, for answers that depend on their key (a sentence) alone and are
 * only read. Bounded in entries and in the keys' characters (a text without punctuation is one long sentence):
 * emptied when full, which costs only recomputation.
 */
export function sentenceMemo<T>(
  compute: (key: string) => T,
  maxEntries: number,
  maxChars = 2_000_000,
): (key: string) => T {
  const known = new Map<string, T>();
  let chars = 0;
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = compute(key);
    if (known.size >= maxEntries || chars > maxChars) {
      known.clear();
      chars = 0;
    }
    known.set(key, value);
    chars += key.length;
    return value;
  };
}

/** Characters of content used by detection (breach reports say so early). */
export const DETECTION_CONTENT_CHARS = 2_000;
/** Characters of content used by extraction. */
export const EXTRACTION_CONTENT_CHARS = 8_000;

export interface ArticleText {
  title: string;
  /** Sentences of the description and content lead, minus a description that only repeats the title. */
  sentences: string[];
  /** Title sentence first, then body sentences. */
  allSentences: string[];
}

/** Cleans an article once for all extractors. */
export function articleText(article: BreachInputArticle): ArticleText {
  const title = cleanText(article.title);
  const description = cleanText(article.description);
  // Cut before cleaning so a huge HTML page costs no more than its lead; twice the budget leaves room for markup.
  const content = cleanText(article.content?.slice(0, EXTRACTION_CONTENT_CHARS * 2)).slice(
    0,
    EXTRACTION_CONTENT_CHARS,
  );
  const lead = description && description !== title && !title.startsWith(description) ? description : '';
  // Content usually opens with the description; then the description adds nothing.
  const body = !content
    ? lead
    : lead && !content.startsWith(lead.slice(0, 80))
      ? `${lead} ${content}`
      : content;
  const sentences = splitSentences(body);
  return { title, sentences, allSentences: title ? [title, ...sentences] : sentences };
}
