// Article HTML made safe to render: stored content is returned as ingested, so sanitising happens here.
import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

const allowedTags = (
  'a abbr b blockquote br caption cite code dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i ' +
  'img ins li mark ol p pre q s small span strong sub sup table tbody td tfoot th thead time tr u ul'
).split(' ');
// No `style`, `class` or `id`: article markup must not restyle or address the app around it.
const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'datetime',
  'cite',
];

const linkProtocols = new Set(['http:', 'https:', 'mailto:']);
const imageProtocols = new Set(['http:', 'https:']);

/** An absolute URL with an allowed protocol, relative ones resolved against the article; else null. */
export function safeUrl(
  raw: string | null,
  base: string | undefined,
  protocols: ReadonlySet<string>,
): string | null {
  if (raw === null || raw.trim() === '') return null;
  try {
    const url = base ? new URL(raw.trim(), base) : new URL(raw.trim());
    return protocols.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Renames `on…` attributes (`onerror=` → `data-blocked-onerror=`) before any parser sees the markup.
 * Not the security boundary (DOMPurify is, and drops these attributes anyway): browsers check the page's
 * CSP when an inert parser merely creates a handler attribute, and report each one as a console error.
 * A small tokenizer over tags, honouring quoted values; text outside tags is left untouched.
 */
export function neutralizeEventHandlerAttributes(html: string): string {
  let output = '';
  let index = 0;
  while (index < html.length) {
    const tagStart = html.indexOf('<', index);
    if (tagStart === -1 || tagStart === html.length - 1) break;
    if (!/[a-z]/i.test(html.charAt(tagStart + 1))) {
      output += html.slice(index, tagStart + 1);
      index = tagStart + 1;
      continue;
    }
    output += html.slice(index, tagStart);
    // Tag name, then attributes until an unquoted `>`.
    let cursor = tagStart + 1;
    while (cursor < html.length && !/[\s/>]/.test(html.charAt(cursor))) cursor += 1;
    output += html.slice(tagStart, cursor);
    while (cursor < html.length && html.charAt(cursor) !== '>') {
      const char = html.charAt(cursor);
      if (/[\s/]/.test(char)) {
        output += char;
        cursor += 1;
        continue;
      }
      let nameEnd = cursor + 1; // the first character belongs to the name even if it is `=`
      while (nameEnd < html.length && !/[\s/>=]/.test(html.charAt(nameEnd))) nameEnd += 1;
      const name = html.slice(cursor, nameEnd);
      output += /^on/i.test(name) ? `data-blocked-${name}` : name;
      cursor = nameEnd;
      let afterBlanks = cursor;
      while (afterBlanks < html.length && /\s/.test(html.charAt(afterBlanks))) afterBlanks += 1;
      if (html.charAt(afterBlanks) !== '=') continue;
      cursor = afterBlanks + 1;
      while (cursor < html.length && /\s/.test(html.charAt(cursor))) cursor += 1;
      const quote = html.charAt(cursor);
      let valueEnd: number;
      if (quote === '"' || quote === "'") {
        const closing = html.indexOf(quote, cursor + 1);
        valueEnd = closing === -1 ? html.length : closing + 1;
      } else {
        valueEnd = cursor;
        while (valueEnd < html.length && !/[\s>]/.test(html.charAt(valueEnd))) valueEnd += 1;
      }
      output += html.slice(nameEnd, valueEnd);
      cursor = valueEnd;
    }
    index = cursor;
  }
  return output + html.slice(index);
}

let purifier: Purifier | null = null;
// Hooks are per instance, not per call: the base URL of the call in progress (sanitize is synchronous), and
// whether its images may load.
let baseOfCurrentCall: string | undefined;
let imagesOfCurrentCall = false;

/** Marks an image whose source was withheld until the user asks for images (set by us, never by content). */
export const BLOCKED_IMAGE_ATTRIBUTE = 'data-image-blocked';

export interface SanitizeOptions {
  /**
   * Let images keep their sources. Off by default: an article's images come from its own site (or a tracker
   * it embeds), which would learn who reads it and when; so they load only when the user asks.
   */
  loadImages?: boolean;
}

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = safeUrl(node.getAttribute('href'), baseOfCurrentCall, linkProtocols);
      if (href) node.setAttribute('href', href);
      else node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      const src = safeUrl(node.getAttribute('src'), baseOfCurrentCall, imageProtocols);
      if (src && imagesOfCurrentCall) node.setAttribute('src', src);
      else node.removeAttribute('src');
      if (src && !imagesOfCurrentCall) {
        node.setAttribute(BLOCKED_IMAGE_ATTRIBUTE, '');
        const alt = node.getAttribute('alt')?.trim();
        node.setAttribute('alt', alt ? `[Image not loaded: ${alt}]` : '[Image not loaded]');
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitised HTML of an article's content; `baseUrl` (the article's link) resolves relative links. Images
 * keep their sources only with `loadImages`; otherwise they are inert placeholders showing their alt text.
 */
export function sanitizeArticleHtml(html: string, baseUrl?: string, options: SanitizeOptions = {}): string {
  const instance = getPurifier();
  baseOfCurrentCall = baseUrl;
  imagesOfCurrentCall = options.loadImages === true;
  try {
    return instance.sanitize(neutralizeEventHandlerAttributes(html), {
      ALLOWED_TAGS: allowedTags,
      ALLOWED_ATTR: allowedAttributes,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
  } finally {
    baseOfCurrentCall = undefined;
    imagesOfCurrentCall = false;
  }
}

const tagPattern = /<\/?[a-z][^>]*>/i;
// Markup that real article HTML contains; `a <b> c`-like text without these stays text.
const htmlContentPattern =
  /<\/?(?:p|br|div|span|a|b|i|em|strong|u|ul|ol|li|h[1-6]|img|figure|blockquote|table|pre|code|section|article|script|style|iframe|svg)\b[^>]*>/i;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Content may be HTML or plain text with blank lines between paragraphs; both become safe HTML. */
export function articleContentToSafeHtml(
  content: string,
  baseUrl?: string,
  options: SanitizeOptions = {},
): string {
  if (htmlContentPattern.test(content)) return sanitizeArticleHtml(content, baseUrl, options);
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`);
  return paragraphs.join('');
}

/** How many images of sanitised HTML (without `loadImages`) wait for the user to load them. */
export function blockedImageCount(safeHtml: string): number {
  if (!safeHtml.includes(BLOCKED_IMAGE_ATTRIBUTE)) return 0;
  // A DOMParser document has no browsing context: nothing in it loads.
  const doc = new DOMParser().parseFromString(safeHtml, 'text/html');
  return doc.querySelectorAll(`img[${BLOCKED_IMAGE_ATTRIBUTE}]`).length;
}

/** The readable text of an HTML fragment (for titles and descriptions shown as text); nothing runs or loads. */
export function htmlToPlainText(html: string): string {
  if (!tagPattern.test(html) && !html.includes('&')) return html.trim();
  // A DOMParser document has no browsing context: scripts do not run and images do not load.
  const doc = new DOMParser().parseFromString(neutralizeEventHandlerAttributes(html), 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
