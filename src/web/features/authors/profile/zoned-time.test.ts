import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayText, zonedClock } from './zoned-time';

const at = (iso: string) => Date.parse(iso);

describe('zonedClock', () => {
  it('reads UTC as it is, Monday first', () => {
    const clock = zonedClock('UTC');
    const parts = clock(at('2026-11-09T23:30:00Z'));
    expect(parts).toMatchObject({ weekday: 0, hour: 23 });
    expect(dayText(parts.day)).toBe('2026-11-09');
    expect(clock(at('2026-11-15T00:00:00Z'))).toMatchObject({ weekday: 6, hour: 0 });
  });

  it('moves an evening in New York to the previous day, and follows daylight saving time', () => {
    const clock = zonedClock('America/New_York');
    const evening = clock(at('2026-11-10T03:30:00Z')); // 22:30 EST on Monday 9 November
    expect(evening).toMatchObject({ weekday: 0, hour: 22 });
    expect(dayText(evening.day)).toBe('2026-11-09');
    // Clocks go forward at 07:00 UTC on Sunday 8 March 2026: 01:30 EST, then 03:30 EDT.
    expect(clock(at('2026-03-08T06:30:00Z'))).toMatchObject({ weekday: 6, hour: 1 });
    expect(clock(at('2026-03-08T07:30:00Z'))).toMatchObject({ weekday: 6, hour: 3 });
  });

  it('handles half- and quarter-hour offsets', () => {
    const kolkata = zonedClock('Asia/Kolkata'); // +05:30
    const past = kolkata(at('2026-11-09T18:45:00Z')); // 00:15 on Tuesday 10 November
    expect(past).toMatchObject({ weekday: 1, hour: 0 });
    expect(dayText(past.day)).toBe('2026-11-10');
    const kathmandu = zonedClock('Asia/Kathmandu'); // +05:45
    expect(kathmandu(at('2026-11-09T18:10:00Z'))).toMatchObject({ weekday: 0, hour: 23 });
    expect(kathmandu(at('2026-11-09T18:20:00Z'))).toMatchObject({ weekday: 1, hour: 0 });
  });

  it('agrees with Intl for any instant, also across half-hour daylight saving shifts', () => {
    const zones = ['Europe/London', 'America/Sao_Paulo', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'];
    const clocks = new Map(zones.map((zone) => [zone, zonedClock(zone)]));
    const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2015, 0, 1), max: Date.UTC(2035, 0, 1) }),
        (zone, time) => {
          const date = new Date(time);
          const expected = Object.fromEntries(
            new Intl.DateTimeFormat('en-US', {
              timeZone: zone,
              hourCycle: 'h23',
              weekday: 'short',
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
            })
              .formatToParts(date)
              .map((part) => [part.type, part.value]),
          );
          const parts = clocks.get(zone)!(time);
          expect(weekdays[parts.weekday]).toBe(expected['weekday']);
          expect(parts.hour).toBe(Number(expected['hour']) % 24);
          expect(dayText(parts.day)).toBe(`${expected['year']}-${expected['month']}-${expected['day']}`);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
