// Finds when a breach happened, from the dates in the text, relative to the article's publication date.
import * as chrono from 'chrono-node';
import type { ParsedResult } from 'chrono-node';
import type { DatePrecision } from './types';
import { MONTH_ABBREVIATIONS, MONTH_NAMES, monthNumber } from '../text/calendar-words';

// Every month's name and abbreviation, "may" included: here it follows a day ("between 1 and 3 May").
const MONTHS = [...MONTH_NAMES, ...MONTH_ABBREVIATIONS].join('|');

/** chrono's casual English, plus the two forms breach reports use that it misses. */
const breachChrono = chrono.casual.clone();
// "in 2012", "in approximately 2019", "in late 2019", "mid-2016": a year alone.
breachChrono.parsers.push({
  pattern: () =>
    /\b(?:in|during|since|from|between|throughout|around|circa|by|of|early|late|mid-?|until)\s+(?:(?:early|late|mid-?|approximately|about|around|roughly|the (?:first|second) half of|the (?:end|start|beginning|middle) of)\s*)?((?:19|20)\d{2})\b(?![-/.]\d)/i,
  extract: (_context, match) => ({ year: Number(match[1]) }),
});
// "between 12 and 14 September [2025]": chrono reads only the second day; a breach starts on the first.
breachChrono.parsers.push({
  pattern: () =>
    new RegExp(
      String.raw`\bbetween\s+(\d{1,2})(?:st|nd|rd|th)?\s+and\s+\d{1,2}(?:st|nd|rd|th)?\s+(${MONTHS})\.?(?:,?\s+((?:19|20)\d{2}))?\b`,
      'i',
    ),
  extract: (_context, match) => {
    const month = monthNumber((match[2] ?? '').toLowerCase());
    if (!month) return null;
    const components: { day: number; month: number; year?: number } = { day: Number(match[1]), month };
    if (match[3]) components.year = Number(match[3]);
    return components;
  },
});

// What a date is the date of is decided by the nearest of these words: a verb of the breach itself,
// of its discovery, or of its reporting. Nouns ("the breach in March") count when no verb is nearer.
const CUES = {
  occurred:
    /\b(?:occurr?(?:ed|ing)|happened|took place|began|begun|started|start(?:ing)? (?:on|in)|between|breached|hacked|accessed|compromised|stole|stolen|exfiltrated|infiltrated|exposed|leaked|gained access|obtained|suffered|targeted|hit by|encrypted|lurked|copied|dumped|scraped|downloaded|extracted|attacked)\b/gi,
  incident: /\b(?:breach|hack|attack|cyberattack|cyber-attack|incident|intrusion|leak|theft|compromise)\b/gi,
  discovered:
    /\b(?:discovered|detected|identified|noticed|learned|became aware|first spotted|spotted|uncovered|came to light|surfaced|emerged)\b/gi,
  reported:
    /\b(?:notif\w*|letters?|announc\w*|disclos\w*|report(?:ed|s)?|filed|filing|settlement|deadline|court|hearing|lawsuit|sentenced|pleaded|pleads|fined?|statement|press release|apologi\w+|questioned|summoned|appear\w*|vote|meeting|told|said|says|confirmed|published|posted|updated|circulated|eligible|submit|expires?|until|launched|shut down)\b/gi,
} as const;
type CueKind = keyof typeof CUES;
const OCCURRED_ANYWHERE = new RegExp(CUES.occurred.source, 'i');
const CUE_SCORE: Record<CueKind, number> = { occurred: 3, incident: 2, discovered: 1.5, reported: -1 };

/** The cue nearest to a date, before it (within 100 characters) or after it (within 120, counted a little further). */
function nearestCue(before: string, after: string): CueKind | null {
  let best: { kind: CueKind; distance: number } | null = null;
  for (const kind of Object.keys(CUES) as CueKind[]) {
    for (const m of before.matchAll(CUES[kind])) {
      // Nouns lose ties to verbs: "notified of the incident in 2017" is a reporting date.
      const distance = before.length - (m.index + m[0].length) + (kind === 'incident' ? 25 : 0);
      if (!best || distance < best.distance) best = { kind, distance };
    }
    const first = [...after.matchAll(CUES[kind])][0];
    if (first) {
      const distance = first.index * 1.2 + (kind === 'incident' ? 25 : 0);
      if (!best || distance < best.distance) best = { kind, distance };
    }
  }
  return best?.kind ?? null;
}
// A date of an organisation's or an attacker's own history, not of the breach: "which last year merged with",
// "founded in 2015", "the Akira gang, which was first discovered in early 2023". The verb stands right before or
// right after the date, where a breach cue further off would otherwise claim it.
const HISTORY_VERBS = String.raw`founded|established|incorporated|merged|acquired|rebranded|renamed|first (?:appeared|surfaced)|(?:active|operating) since`;
const ATTACKER_FIRST_SEEN = String.raw`(?:gang|group|actors?|operation|crew|family|malware|strain|variant|botnet|ransomware),?\s+(?:which|that|who)\s+(?:was|were|has been|had been)\s+first\s+(?:discovered|spotted|seen|observed|identified|detected)`;
const HISTORY_BEFORE = new RegExp(
  String.raw`\b(?:${HISTORY_VERBS}|${ATTACKER_FIRST_SEEN})\s+(?:in|on|around|back in|since)?\s*$`,
  'i',
);
const HISTORY_AFTER = new RegExp(String.raw`^\s*,?\s*(?:${HISTORY_VERBS})\b`, 'i');
// "NEWTOWN, Pa., Jan. 21, 2026 (GLOBE NEWSWIRE) --": the release date, not the breach date.
const DATELINE_AFTER =
  /^\s*(?:\/?\s*\(?(?:globe ?newswire|prnewswire|business ?wire|pr\.com|accesswire|newsfile)|\(|--|—)/i;

export interface EventDate {
  /** 'YYYY-MM-DD HH:MM:SS'; unstated month or day are the first. */
  date: string;
  precision: DatePrecision;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM:SS' (UTC) → Date. */
export function parseTimestamp(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  return Number.isNaN(date.getTime()) ? null : date;
}

interface DateCandidate extends EventDate {
  score: number;
  time: number;
}

function candidateOf(result: ParsedResult, reference: Date): Omit<DateCandidate, 'score'> | null {
  const start = result.start;
  const hasDate =
    start.isCertain('day') ||
    start.isCertain('month') ||
    start.isCertain('year') ||
    start.isCertain('weekday');
  if (!hasDate) return null;
  let year = start.get('year');
  const month = start.get('month');
  const day = start.get('day');
  if (year === null || month === null || day === null) return null;
  const precision: DatePrecision =
    start.isCertain('day') || start.isCertain('weekday')
      ? 'day'
      : start.isCertain('month')
        ? 'month'
        : 'year';
  const monthOut = precision === 'year' ? 1 : month;
  const dayOut = precision === 'day' ? day : 1;
  let time = Date.UTC(year, monthOut - 1, dayOut);
  // A month without a year that lands after the article is last year's ("in December", read in January). A weekday
  // after the article is one still to come ("a countdown expiring 6 p.m. Saturday"), never a year-old date.
  if (time > reference.getTime() && !start.isCertain('year') && start.isCertain('month')) {
    year -= 1;
    time = Date.UTC(year, monthOut - 1, dayOut);
  }
  if (time > reference.getTime()) return null;
  return { date: `${year}-${pad(monthOut)}-${pad(dayOut)} 00:00:00`, precision, time };
}

const PRECISION_BONUS: Record<DatePrecision, number> = { day: 0.5, month: 0.3, year: 0 };

/**
 * When the breach happened: the date the text ties to the breach itself ("accessed in October 2025",
 * "between 12 and 14 September") rather than to its disclosure, filing or the article's own dateline.
 * Relative dates ("last month") count from `publishedDate`. Null when no date is tied to the breach,
 * and never after the article.
 */
export function extractEventDate(sentences: readonly string[], publishedDate: string): EventDate | null {
  const reference = parseTimestamp(publishedDate);
  if (!reference) return null;
  let best: DateCandidate | null = null;
  sentences.slice(0, 40).forEach((raw, sentenceIndex) => {
    if (
      !/\d|ago|last|earlier|this|yesterday|day\b|week|month|year|january|february|march|april|may|june|july|august|september|october|november|december/i.test(
        raw,
      )
    )
      return;
    // "on the evening of September 19": chrono reads "evening" as today's time and drops the date.
    const sentence = raw.replace(/\b(?:the )?(?:morning|afternoon|evening|night) of\s+/gi, '');
    const results = breachChrono.parse(sentence, { instant: reference, timezone: 0 }, { forwardDate: false });
    for (const result of results) {
      const end = result.index + result.text.length;
      const after = sentence.slice(end);
      if (result.index < 60 && DATELINE_AFTER.test(after)) continue;
      if (/^(?:now|today|tonight|right now)$/i.test(result.text.trim())) continue;
      const weekdayOnly = !result.start.isCertain('day') && result.start.isCertain('weekday');
      // "Pokémon" holds "mon": a weekday alone must be a whole weekday name.
      if (
        weekdayOnly &&
        !/^(?:on |last |this |early |late )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(
          result.text.trim(),
        )
      )
        continue;
      const before = sentence.slice(Math.max(0, result.index - 100), result.index);
      if (HISTORY_BEFORE.test(before) || HISTORY_AFTER.test(after)) continue;
      const candidate = candidateOf(result, reference);
      if (!candidate) continue;
      const cue = nearestCue(before, after.slice(0, 120));
      const cueScore = cue ? CUE_SCORE[cue] : OCCURRED_ANYWHERE.test(sentence) ? 1 : 0;
      if (cueScore <= 0 || (weekdayOnly && cue !== 'occurred' && cue !== 'incident')) continue;
      const score = cueScore + PRECISION_BONUS[candidate.precision] - sentenceIndex * 0.05;
      if (!best || score > best.score || (score === best.score && candidate.time < best.time))
        best = { ...candidate, score };
    }
  });
  const found = best as DateCandidate | null;
  return found ? { date: found.date, precision: found.precision } : null;
}
