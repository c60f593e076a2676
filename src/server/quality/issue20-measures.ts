// The pure counting helpers of scripts/issue20-measures.ts, which re-runs issue 20's own measurements of the NLP
// layer (real news ingested, read back through /api/search_by_link). They are deliberately independent of the
// entity passes in analysis/nlp: a measure that reused the rule it checks would find nothing by construction.
import { bootstrapInterval } from '../analysis/bootstrap';
import { escapeRegExp } from '../analysis/breaches/text';

// ---------- possessives

/** Every apostrophe form a possessive is written with: ' ’ ʼ ＇ ‘ ` ´ ′. */
const APOSTROPHES = "'\u2019\u02bc\uff07\u2018`\u00b4\u2032";

const POSSESSIVE = new RegExp(`(?:[${APOSTROPHES}]s|s[${APOSTROPHES}])$`, 'iu');

/** A name ending in a possessive: "Smith’s", "Smith's", "Smithʼs", "Jones’" (plural possessive). */
export function endsInPossessive(name: string): boolean {
  return POSSESSIVE.test(name.trim());
}

// ---------- code, file names, hashtags, URLs

export type CodeLikeKind = 'url' | 'hashtag' | 'file name' | 'call' | 'dotted identifier' | 'camelCase';

/** Extensions of files a security report names (executables, libraries, scripts, archives, documents). */
const FILE_EXTENSIONS =
  'exe|dll|sys|js|mjs|ts|py|sh|bat|cmd|ps1|vbs|php|jar|apk|msi|lnk|scr|iso|zip|rar|7z|docx?|xlsx?|pdf|so|bin|elf';

const CODE_LIKE: readonly [CodeLikeKind, RegExp][] = [
  ['url', /https?:\/\/|\bwww\./i],
  ['hashtag', /(?:^|\s)#[\p{L}\d_]/u],
  ['file name', new RegExp(`[\\w-]\\.(?:${FILE_EXTENSIONS})$`, 'i')],
  // An identifier immediately followed by an opening parenthesis: foo(), Invoke-Expression(…).
  ['call', /[\w$]\(/],
  // Two or more lower-case-initial parts of 2+ characters joined by dots: os.path, foo.bar, child_process.exec.
  ['dotted identifier', /(?:^|[^\w.])[a-z_$][\w$]+(?:\.[a-z_$][\w$]+)+/],
  // A word that starts with 2+ lower-case letters and then has a capital: getElementById, onClick (not eBay,
  // iPhone, YouTube or PayPal, whose lower-case run is one letter or which start with a capital).
  ['camelCase', /(?:^|[^\p{L}])\p{Ll}{2,}\p{Lu}/u],
];

/** What makes `name` look like code, a file name, a hashtag or a URL rather than a name; null when nothing does. */
export function codeLikeKind(name: string): CodeLikeKind | null {
  for (const [kind, pattern] of CODE_LIKE) if (pattern.test(name)) return kind;
  return null;
}

/**
 * The blank-separated words of a text, without the punctuation around them (quotes, brackets, a sentence's
 * comma or full stop; a closing apostrophe is kept, it may be a possessive): what the detectors above are run on
 * to count how often the input itself holds possessives and code-like words.
 */
export function textTokens(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[("“‘'[]+/u, '').replace(/[,.;:!?)"”\]]+$/u, ''))
    .filter((word) => word !== '');
}

// ---------- headlines selected by keyword

/** Headlines about deaths and killings: any of these words or phrases, whole words, any case. */
export const DEATH_KEYWORDS: readonly string[] = [
  'killed',
  'kills',
  'kill',
  'killing',
  'killings',
  'killer',
  'dead',
  'dies',
  'died',
  'dying',
  'death',
  'deaths',
  'murder',
  'murders',
  'murdered',
  'slain',
  'homicide',
  'shooting',
  'shot dead',
  'gunned down',
  'massacre',
  'fatal',
  'fatally',
];

/** Headlines about disasters, attacks and breaches: any of these words or phrases, whole words, any case. */
export const HARM_KEYWORDS: readonly string[] = [
  'earthquake',
  'hurricane',
  'tornado',
  'flood',
  'floods',
  'flooding',
  'wildfire',
  'wildfires',
  'tsunami',
  'disaster',
  'explosion',
  'bombing',
  'attack',
  'attacks',
  'attacked',
  'terror',
  'terrorist',
  'terrorism',
  'crash',
  'breach',
  'breaches',
  'breached',
  'hack',
  'hacked',
  'hackers',
  'ransomware',
  'cyberattack',
  'cyberattacks',
  'data leak',
];

/** A matcher of the whole words or phrases of `keywords` (a phrase's spaces match any run of blanks). */
export function keywordMatcher(keywords: readonly string[]): (title: string) => boolean {
  const alternatives = keywords.map((k) => escapeRegExp(k).replace(/ /g, '\\s+'));
  const pattern = new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.join('|')})(?![\\p{L}\\d])`, 'iu');
  return (title) => pattern.test(title);
}

// ---------- shares

export interface Share {
  count: number;
  of: number;
  share: number;
  /** Percentile bootstrap 95% interval of the share. */
  interval: [number, number];
}

/** The share of true flags, with its bootstrap 95% interval. */
export function shareOf(flags: readonly boolean[]): Share {
  const count = flags.filter(Boolean).length;
  const share = flags.length ? count / flags.length : Number.NaN;
  const interval = bootstrapInterval(flags.length, (indices) =>
    indices.length ? indices.filter((i) => flags[i]).length / indices.length : Number.NaN,
  );
  return { count, of: flags.length, share, interval };
}
