// Sentence templates for the demo corpus, compiled once at load and rendered without regular expressions.
// A template mixes literal text, slots filled from the article's cast (`{O1}`, `{P1L}`, `{PCT}` …) and
// inline alternatives (`[rose|climbed|jumped]`). Compilation precomputes everything the hot loop needs:
// word counts (so word_count is exact without re-splitting the text), capitalisation at sentence starts
// and URL slugs for titles.

/** Every slot a template may name. The article's cast holds one phrase per slot. */
export const SLOT_NAMES = [
  'P1', // main newsmaker, full name
  'P1L', // main newsmaker, family name
  'R1', // main newsmaker's role ("chief executive")
  'O1', // main newsmaker's organisation
  'P2',
  'P2L',
  'R2',
  'O2', // second organisation: counterpart, rival, regulator, court …
  'P3', // outside expert
  'P3L',
  'R3',
  'O3', // the expert's institution
  'L1', // city
  'L2', // country
  'M1', // product, work, law, event … (NER "MISC")
  'M2',
  'TOPIC', // a beat topic phrase ("interest rates")
  'PCT', // a percentage number without sign ("4.2")
  'NUM', // a small whole number
  'BIG', // a large whole number with separators ("12,400")
  'MONEY', // an amount with currency ("$3.4 billion")
  'DAY', // weekday name near publication
  'MONTH', // month name of publication
  'YEAR', // year of publication
  'YPAST', // a recent past year
  'SCORE', // a match score ("3-1")
  'TEMP', // a temperature in degrees
  'BC', // breached company
  'BN', // number of people affected ("120,000")
  'BI', // who is affected ("patients")
  'BD', // data exposed, full list
  'BDS', // data exposed, short list
  'BWHEN', // when the breach happened ("on October 3", "earlier this week")
  'BDISC', // when it was discovered
  'BREG', // the authority notified
  'BGANG', // a ransomware group
  'BMON', // months of free monitoring offered
] as const;

export type SlotName = (typeof SLOT_NAMES)[number];

const SLOT_INDEX = new Map<string, number>(SLOT_NAMES.map((name, index) => [name, index]));

export const SLOT_COUNT = SLOT_NAMES.length;

export function slotIndex(name: SlotName): number {
  return SLOT_INDEX.get(name)!;
}

/** A piece of text ready to drop into a template: its capitalised form, slug and word count are precomputed. */
export interface Phrase {
  readonly text: string;
  /** The text with its first letter upper-cased, for sentence starts. */
  readonly cap: string;
  /** Lower-case ASCII words joined by '-', for URLs. */
  readonly slug: string;
  /** Number of whitespace-separated words. */
  readonly words: number;
}

export function countWordsPlain(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space =
      code === 32 || code === 10 || code === 9 || code === 13 || code === 12 || code === 11 || code === 160;
    if (space) inWord = false;
    else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return words;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

/** Builds a phrase from text that has no leading or trailing blanks (checked: the word counts rely on it). */
export function phrase(text: string): Phrase {
  if (text.length === 0 || text.trim() !== text) {
    throw new Error(`a phrase must be non-empty without surrounding blanks: ${JSON.stringify(text)}`);
  }
  if (text.includes('<')) throw new Error(`a phrase must not contain '<' (it would read as HTML): ${text}`);
  return { text, cap: capitalise(text), slug: slugify(text), words: countWordsPlain(text) };
}

/** A phrase made at generation time (numbers, dates), where the caller knows the word count and slug. */
export function runtimePhrase(text: string, words: number, slug: string): Phrase {
  return { text, cap: text, slug, words };
}

const PartKind = { Literal: 0, Slot: 1, Choice: 2 } as const;
type PartKind = (typeof PartKind)[keyof typeof PartKind];

interface Part {
  readonly kind: PartKind;
  readonly literal: string;
  readonly literalSlug: string;
  readonly slot: number;
  readonly choices: readonly Phrase[];
  /** Use the capitalised form: the part starts a sentence. */
  readonly capitalise: boolean;
}

export interface Template {
  readonly source: string;
  readonly parts: readonly Part[];
  /** Words contributed by literals, less the words merged across part boundaries. */
  readonly fixedWords: number;
}

function isBlank(ch: string): boolean {
  return ch === ' ' || ch === '\n' || ch === '\t';
}

// A slot starts a sentence when nothing but opening punctuation precedes it in the template, or the
// text before it ends a sentence.
function startsSentence(before: string): boolean {
  let i = before.length - 1;
  while (i >= 0 && (isBlank(before[i]!) || before[i] === '"' || before[i] === '“' || before[i] === '(')) i--;
  if (i < 0) return true;
  const ch = before[i]!;
  return (ch === '.' || ch === '!' || ch === '?') && i < before.length - 1;
}

/** Compiles a template; unknown slots and malformed alternatives throw at load time. */
export function compileTemplate(source: string): Template {
  if (source.trim() !== source || source.length === 0) {
    throw new Error(`template must be non-empty without surrounding blanks: ${JSON.stringify(source)}`);
  }
  if (source.includes('<')) throw new Error(`template must not contain '<': ${source}`);
  const parts: Part[] = [];
  let literal = '';
  let rendered = ''; // the template with each slot/choice shown as "X", for sentence-start detection
  const flushLiteral = () => {
    if (literal.length > 0) {
      parts.push({
        kind: PartKind.Literal,
        literal,
        literalSlug: slugify(literal),
        slot: -1,
        choices: [],
        capitalise: false,
      });
      literal = '';
    }
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '{') {
      const end = source.indexOf('}', i);
      if (end < 0) throw new Error(`unclosed slot in template: ${source}`);
      const name = source.slice(i + 1, end);
      const slot = SLOT_INDEX.get(name);
      if (slot === undefined) throw new Error(`unknown slot {${name}} in template: ${source}`);
      const capitalise = startsSentence(rendered + literal);
      flushLiteral();
      parts.push({ kind: PartKind.Slot, literal: '', literalSlug: '', slot, choices: [], capitalise });
      rendered += 'X';
      i = end;
    } else if (ch === '[') {
      const end = source.indexOf(']', i);
      if (end < 0) throw new Error(`unclosed alternative in template: ${source}`);
      const choices = source
        .slice(i + 1, end)
        .split('|')
        .map((option) => phrase(option));
      if (choices.length < 2) throw new Error(`an alternative needs at least two options: ${source}`);
      const capitalise = startsSentence(rendered + literal);
      flushLiteral();
      parts.push({ kind: PartKind.Choice, literal: '', literalSlug: '', slot: -1, choices, capitalise });
      rendered += 'X';
      i = end;
    } else if (ch === '}' || ch === ']') {
      throw new Error(`unbalanced '${ch}' in template: ${source}`);
    } else {
      literal += ch;
      rendered += ch;
    }
  }
  flushLiteral();

  let fixedWords = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part.kind === PartKind.Literal) fixedWords += countWordsPlain(part.literal);
    if (i > 0 && endsSolid(parts[i - 1]!) && startsSolid(part)) fixedWords -= 1; // "Lumora Health" + "'s" is one word
  }
  return { source, parts, fixedWords };
}

function startsSolid(part: Part): boolean {
  return part.kind !== PartKind.Literal || !isBlank(part.literal[0]!);
}

function endsSolid(part: Part): boolean {
  return part.kind !== PartKind.Literal || !isBlank(part.literal[part.literal.length - 1]!);
}

export function compileAll(sources: readonly string[]): Template[] {
  return sources.map(compileTemplate);
}

/**
 * Renders templates against a cast (one phrase per slot). After each call `words` holds the word count of
 * the text just returned and, for renderTitle, `slug` its URL slug.
 */
export class TemplateRenderer {
  words = 0;
  slug = '';

  constructor(private readonly pickChoice: (count: number) => number) {}

  render(template: Template, cast: readonly Phrase[]): string {
    let text = '';
    let words = template.fixedWords;
    const parts = template.parts;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (part.kind === PartKind.Literal) {
        text += part.literal;
      } else {
        const value =
          part.kind === PartKind.Slot
            ? cast[part.slot]!
            : part.choices[this.pickChoice(part.choices.length)]!;
        text += part.capitalise ? value.cap : value.text;
        words += value.words;
      }
    }
    this.words = words;
    return text;
  }

  renderTitle(template: Template, cast: readonly Phrase[]): string {
    let text = '';
    let slug = '';
    let words = template.fixedWords;
    const parts = template.parts;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      let pieceSlug: string;
      if (part.kind === PartKind.Literal) {
        text += part.literal;
        pieceSlug = part.literalSlug;
      } else {
        const value =
          part.kind === PartKind.Slot
            ? cast[part.slot]!
            : part.choices[this.pickChoice(part.choices.length)]!;
        text += part.capitalise ? value.cap : value.text;
        words += value.words;
        pieceSlug = value.slug;
      }
      if (pieceSlug.length > 0) slug = slug.length > 0 ? `${slug}-${pieceSlug}` : pieceSlug;
    }
    this.words = words;
    this.slug = slug;
    return text;
  }
}
