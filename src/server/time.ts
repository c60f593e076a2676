// UTC date handling shared by ingest and the local service. The interface's response format is
// `YYYY-MM-DD HH:MM:SS` (UTC); the store keeps epoch seconds.

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch seconds → `YYYY-MM-DD HH:MM:SS` (UTC). */
export function formatUtc(epochSeconds: number): string {
  const d = new Date(epochSeconds * 1000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Epoch seconds → `YYYY-MM-DDTHH:MM:SS` (ISO 8601, UTC, no zone suffix), as user_input echoes dates. */
export function formatIso(epochSeconds: number): string {
  return formatUtc(epochSeconds).replace(' ', 'T');
}

const DATE_TIME =
  /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses a stored-article date: `YYYY-MM-DD HH:MM:SS`, ISO 8601 with or without a zone (no zone = UTC),
 * `YYYY/mm/dd[ HH:MM:SS]`, or a date alone (00:00:00 UTC). Returns epoch seconds, or null if it is not one.
 */
export function parseUtcDate(value: string): number | null {
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  let ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(ms);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null; // e.g. 2026-02-30
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return Math.floor(ms / 1000);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
