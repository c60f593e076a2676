// Month and weekday names as English news writes them, lower-cased: the one list the analyses derive their own
// variants from (a stop-word set, a sentence splitter's abbreviations, a date pattern), each naming how its
// variant differs (with or without "may", with or without the abbreviations' periods).

/** The months in full, January first: `MONTH_NAMES[month - 1]`. "may" is among them (and is also a modal verb). */
export const MONTH_NAMES: readonly string[] = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The months' abbreviations, January first: the first three letters of each name, and "sept" beside "sep".
 * May has none (its name is three letters), so "may" is not among them.
 */
export const MONTH_ABBREVIATIONS: readonly string[] = MONTH_NAMES.filter((name) => name.length > 3).flatMap(
  (name) => (name === 'september' ? ['sep', 'sept'] : [name.slice(0, 3)]),
);

/**
 * The abbreviations AP style writes with a period: "Jan.", "Feb.", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."
 * (March to July are always spelled out, and September is "Sept." not "Sep.").
 */
export const AP_MONTH_ABBREVIATIONS: readonly string[] = ['jan', 'feb', 'aug', 'sept', 'oct', 'nov', 'dec'];

/** The days of the week in full, Monday first. */
export const WEEKDAY_NAMES: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** The weekdays' abbreviations, Monday first, with the longer forms news also uses ("tues", "thur", "thurs"). */
export const WEEKDAY_ABBREVIATIONS: readonly string[] = [
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
];

/** Each word with a period after it ("jan" → "jan."). */
export function withPeriods(words: readonly string[]): string[] {
  return words.map((word) => `${word}.`);
}

/** The month a lower-case name or abbreviation stands for, 1 to 12, by its first three letters; 0 for none. */
export function monthNumber(word: string): number {
  return MONTH_NAMES.findIndex((name) => name.slice(0, 3) === word.slice(0, 3)) + 1;
}
