// UTC calendar arithmetic on epoch seconds without Date objects (the generator formats several dates
// per article, a million times over): civil dates, weekdays and `YYYY-MM-DD HH:MM:SS` strings.

export const DAY_SECONDS = 86_400;

const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, n) => (n < 10 ? `0${n}` : String(n)));

export function twoDigits(n: number): string {
  return TWO_DIGITS[n]!;
}

/** The English month names, January first: `ENGLISH_MONTHS[date.month - 1]`. */
export const ENGLISH_MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A civil (proleptic Gregorian) date. */
export interface CivilDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

/** Days since 1970-01-01 → civil date (Howard Hinnant's algorithm). */
export function civilFromDays(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** Civil date → days since 1970-01-01. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOfDays(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

/** Monday-based week number since the epoch, for "this week" / "last week". */
export function weekOfDays(days: number): number {
  return Math.floor((days + 3) / 7);
}

export function dateString(date: CivilDate): string {
  return `${date.year}-${TWO_DIGITS[date.month]}-${TWO_DIGITS[date.day]}`;
}

/** Epoch seconds → `YYYY-MM-DD HH:MM:SS` (UTC). */
export function formatUtcSeconds(seconds: number): string {
  const days = Math.floor(seconds / DAY_SECONDS);
  const rest = seconds - days * DAY_SECONDS;
  const hours = Math.floor(rest / 3600);
  const minutes = Math.floor((rest - hours * 3600) / 60);
  const secs = rest - hours * 3600 - minutes * 60;
  return `${dateString(civilFromDays(days))} ${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[secs]}`;
}
