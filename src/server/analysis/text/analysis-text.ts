// The text analysis is allowed to read of an article: plain text, cut to a size that keeps every article's
// enrichment and breach extraction within a bounded time, with tokens too long to be words removed. The ingest
// stages compute it once per article, so NLP enrichment and breach extraction read exactly the same text.
import { htmlToText } from './html-to-text';

/** Raw characters (HTML included) read of a content or description: markup beyond this is never parsed. */
export const MAX_RAW_CHARS = 1_000_000;
/** Characters of plain text analysed of a content or description (about 15,000 words). */
export const MAX_TEXT_CHARS = 100_000;
/** Characters of plain text analysed of a title. */
export const MAX_TITLE_CHARS = 2_000;
/**
 * Longer runs without whitespace (base64 and data: blobs, tracking URLs, minified code) are removed before
 * analysis: they are not words, and wink-nlp's tokenizer takes time quadratic in a token's length.
 */
export const MAX_TOKEN_CHARS = 200;

const LONG_TOKEN = new RegExp(String.raw`(?<!\S)\S{${MAX_TOKEN_CHARS + 1},}`, 'g');

/** Whether a UTF-16 code unit is whitespace as the regular expressions' \s has it. */
function isSpace(code: number): boolean {
  return code <= 0x20
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d)
    : code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff;
}

/**
 * Whether `text` holds a run of more than MAX_TOKEN_CHARS non-space code units, i.e. whether LONG_TOKEN can
 * match. Any run that long covers one of every (MAX_TOKEN_CHARS + 1)-th positions, so only those are probed
 * and the run through each measured: a few reads per word instead of the regular expression's full scan, which
 * most texts (with no such run) need not pay.
 */
function hasLongToken(text: string): boolean {
  const step = MAX_TOKEN_CHARS + 1;
  for (let probe = step - 1; probe < text.length; probe += step) {
    if (isSpace(text.charCodeAt(probe))) continue;
    let start = probe;
    while (start > 0 && !isSpace(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
    if (end - start > MAX_TOKEN_CHARS) return true;
  }
  return false;
}

/** At most `max` UTF-16 units of `text`, never ending inside a surrogate pair, at a space when one is near. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  const space = text.lastIndexOf(' ', end);
  return text.slice(0, space > end - 1_000 ? space : end);
}

/** Plain text for analysis from HTML or text: converted, long tokens removed, cut to `maxChars`. */
export function analysisPlainText(raw: string | null | undefined, maxChars: number): string {
  if (!raw) return '';
  const plain = htmlToText(cutAt(raw, MAX_RAW_CHARS));
  return cutAt(hasLongToken(plain) ? plain.replace(LONG_TOKEN, '') : plain, maxChars);
}

/**
 * Plain text written so that htmlToText gives it back unchanged: the analysers convert their input with
 * htmlToText, and converting twice would decode an escaped "&lt;script&gt;" into a tag and drop it.
 */
export function escapeForHtmlToText(plain: string): string {
  return plain.includes('&') || plain.includes('<')
    ? plain.replace(/&/g, '&amp;').replace(/</g, '&lt;')
    : plain;
}

export interface AnalysisFields {
  title: string;
  description: string | null;
  content: string | null;
}

/**
 * An article's title, description and content as the analysers receive them: capped plain text, escaped so
 * that the analysers' own htmlToText leaves it as it is. For an article within the caps whose text has no
 * long tokens, every analyser's result is the same as on the raw fields.
 */
export function analysisFields(article: {
  title: string;
  description?: string | null;
  content?: string | null;
}): AnalysisFields {
  const field = (raw: string | null | undefined, max: number) =>
    raw == null ? null : escapeForHtmlToText(analysisPlainText(raw, max));
  return {
    title: escapeForHtmlToText(analysisPlainText(article.title, MAX_TITLE_CHARS)),
    description: field(article.description, MAX_TEXT_CHARS),
    content: field(article.content, MAX_TEXT_CHARS),
  };
}
