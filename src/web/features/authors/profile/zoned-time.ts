// Calendar day, weekday and hour of an instant in a chosen time zone, fast enough for 10,000 articles: the
// zone's offset is asked of Intl per UTC day, or per quarter hour on a day it changes (offsets and their
// changes fall on quarter hours), and reused, instead of formatting every date.

export const profileTimeZones = ['local', 'utc'] as const;
/** `local`: the reader's zone; `utc`: the interface's own. */
export type ProfileTimeZone = (typeof profileTimeZones)[number];

export interface ZonedParts {
  /** The local calendar day as days since 1970-01-01. */
  day: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** 0–23. */
  hour: number;
}

/** Reads an instant, in milliseconds since the epoch. */
export type ZonedClock = (time: number) => ZonedParts;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;
const slotMs = 15 * minuteMs;

/** The reader's IANA zone, e.g. `Europe/Paris`. */
export function readerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The IANA zone a profile choice stands for. */
export function timeZoneOf(choice: ProfileTimeZone): string {
  return choice === 'utc' ? 'UTC' : readerTimeZone();
}

function partsOfLocalTime(localMs: number): ZonedParts {
  const day = Math.floor(localMs / dayMs);
  const hour = Math.floor((localMs - day * dayMs) / hourMs);
  // 1970-01-01 was a Thursday (3 when Monday is 0).
  const weekday = (((day + 3) % 7) + 7) % 7;
  return { day, weekday, hour };
}

const clocks = new Map<string, ZonedClock>();

/**
 * A clock reading instants in `timeZone` (an IANA name; `UTC` needs no lookups at all). Clocks are kept per
 * zone, so the offsets one profile looked up serve the next.
 */
export function zonedClock(timeZone: string): ZonedClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = timeZone === 'UTC' || timeZone === 'Etc/UTC' ? partsOfLocalTime : createZonedClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

function createZonedClock(timeZone: string): ZonedClock {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const offsets = new Map<number, number>();
  /** The zone's offset at `instant`, a quarter hour of UTC time. */
  const offsetAt = (instant: number): number => {
    const known = offsets.get(instant);
    if (known !== undefined) return known;
    const fields: Record<string, number> = {};
    for (const part of format.formatToParts(new Date(instant))) {
      if (part.type !== 'literal') fields[part.type] = Number(part.value);
    }
    const wallClock = Date.UTC(
      fields['year'] ?? 1970,
      (fields['month'] ?? 1) - 1,
      fields['day'] ?? 1,
      (fields['hour'] ?? 0) % 24,
      fields['minute'] ?? 0,
    );
    const offset = wallClock - instant;
    offsets.set(instant, offset);
    return offset;
  };
  return (time) => {
    // Most UTC days have no change of offset: the same offset at both ends means it holds all day, and
    // a year of articles costs a few hundred lookups. A day with a change is read quarter hour by quarter hour.
    const dayStart = Math.floor(time / dayMs) * dayMs;
    const startOffset = offsetAt(dayStart);
    const offset =
      startOffset === offsetAt(dayStart + dayMs) ? startOffset : offsetAt(Math.floor(time / slotMs) * slotMs);
    return partsOfLocalTime(time + offset);
  };
}

/** `2026-11-09` of a day number. */
export function dayText(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}
