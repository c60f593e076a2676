import { describe, expect, it } from 'vitest';
import type { BreachEvent } from '../../../contract/events';
import { toCsv } from '../../lib/csv';
import { breachCsvColumns } from './event-csv';
import {
  autoInterval,
  boundDay,
  brushIndexesOf,
  brushedDays,
  bucketLabel,
  bucketStart,
  dataTypeCounts,
  disclosureLagDays,
  disclosureLags,
  eventsInDays,
  eventsNewerThan,
  sortEvents,
  timeline,
  timelineSpan,
  topCompanies,
  topImpacted,
  windowDays,
  drawnWindow,
} from './event-stats';

let nextId = 1;
function breach(fields: {
  event?: string | null;
  extracted: string;
  company?: string | null;
  type?: string | null;
  impacted?: string[];
}): BreachEvent {
  const id = `breach_${nextId++}`;
  return {
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: [`${id}-a`],
    extraction_date: fields.extracted,
    event_date: fields.event === undefined ? null : fields.event,
    company_name: fields.company === undefined ? 'Acme' : fields.company,
    data_breach: {
      summary: 'Summary',
      impacted: fields.impacted ?? ['customers'],
      data: 'emails',
      data_type: fields.type === undefined ? 'personal' : fields.type,
      title: 'Title',
    },
  };
}

describe('boundDay', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  it('reads days as they are and counts relative bounds back from now', () => {
    expect(boundDay('2026-01-05', now)).toBe('2026-01-05');
    expect(boundDay('now', now)).toBe('2026-11-21');
    expect(boundDay('now-30d', now)).toBe('2026-10-22');
    expect(boundDay('now-9h', now)).toBe('2026-11-20');
    expect(boundDay('now-2w', now)).toBe('2026-11-07');
    expect(boundDay('soon', now)).toBeNull();
  });
});

describe('buckets', () => {
  it('start weeks on Monday and months on the first', () => {
    expect(bucketStart('2026-11-21', 'week')).toBe('2026-11-16'); // a Saturday
    expect(bucketStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-15', 'week')).toBe('2026-11-09'); // a Sunday
    expect(bucketStart('2026-11-21', 'month')).toBe('2026-11-01');
  });

  it('pick days for short spans, weeks up to two years, then months', () => {
    expect(autoInterval('2026-10-22', '2026-11-21')).toBe('day');
    expect(autoInterval('2026-10-07', '2026-11-21')).toBe('day');
    // Thirteen weeks: 14 weekly bars, not 92 daily ones.
    expect(autoInterval('2026-08-21', '2026-11-21')).toBe('week');
    expect(autoInterval('2025-11-21', '2026-11-21')).toBe('week');
    expect(autoInterval('2022-01-01', '2026-11-21')).toBe('month');
  });

  it('label days, weeks and months, with the year when asked', () => {
    expect(bucketLabel({ from: '2026-11-03' }, 'day', false, 'en-GB')).toBe('3 Nov');
    expect(bucketLabel({ from: '2026-11-03' }, 'week', true, 'en-GB')).toBe('3 Nov 2026');
    expect(bucketLabel({ from: '2026-11-01' }, 'month', false, 'en-GB')).toBe('Nov 2026');
  });
});

describe('timeline', () => {
  const events = [
    breach({ event: '2026-11-02 00:00:00', extracted: '2026-11-03 10:00:00', type: 'health' }),
    breach({ event: '2026-11-02 00:00:00', extracted: '2026-11-10 10:00:00', type: 'health' }),
    breach({ event: '2026-11-05 00:00:00', extracted: '2026-11-05 23:59:59', type: 'credentials' }),
    breach({ event: null, extracted: '2026-11-11 00:00:00', type: 'something else' }),
  ];

  it('spans the window widened to the data, on the chosen field', () => {
    expect(timelineSpan(events, 'extraction_date')).toEqual({ from: '2026-11-03', to: '2026-11-11' });
    expect(timelineSpan(events, 'event_date', { from: '2026-11-01', to: '2026-11-03' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
    });
    expect(timelineSpan([], 'event_date')).toBeNull();
  });

  it('counts per day stacked by data type, fills empty days, and counts the undated', () => {
    const span = timelineSpan(events, 'event_date', { from: '2026-11-01' })!;
    const { buckets, undated } = timeline(events, 'event_date', 'day', span);
    expect(undated).toBe(1);
    expect(buckets.map((bucket) => [bucket.from, bucket.total])).toEqual([
      ['2026-11-01', 0],
      ['2026-11-02', 2],
      ['2026-11-03', 0],
      ['2026-11-04', 0],
      ['2026-11-05', 1],
    ]);
    expect(buckets[1]!.counts).toMatchObject({ health: 2, personal: 0 });
    expect(buckets[4]!.counts).toMatchObject({ credentials: 1 });
  });

  it('counts per week, an unknown data type as other, with the bucket bounds', () => {
    const span = timelineSpan(events, 'extraction_date')!;
    const { buckets, undated } = timeline(events, 'extraction_date', 'week', span);
    expect(undated).toBe(0);
    expect(buckets.map((bucket) => [bucket.from, bucket.to, bucket.total])).toEqual([
      ['2026-11-02', '2026-11-08', 2],
      ['2026-11-09', '2026-11-15', 2],
    ]);
    expect(buckets[1]!.counts.other).toBe(1);
  });
});

describe('brushing', () => {
  const span = { from: '2026-11-02', to: '2026-11-29' };
  const { buckets } = timeline([], 'extraction_date', 'week', span); // 4 weeks from Monday 2 Nov

  it('maps brush positions to days, and the whole timeline to no narrowing', () => {
    expect(buckets).toHaveLength(4);
    expect(brushedDays(buckets, { startIndex: 1, endIndex: 2 })).toEqual({
      from: '2026-11-09',
      to: '2026-11-22',
    });
    expect(brushedDays(buckets, { startIndex: 2, endIndex: 1 })).toEqual({
      from: '2026-11-09',
      to: '2026-11-22',
    });
    expect(brushedDays(buckets, { startIndex: 0, endIndex: 3 })).toBeUndefined();
  });

  it('maps brushed days back to the buckets they touch', () => {
    expect(brushIndexesOf(buckets, { from: '2026-11-09', to: '2026-11-22' })).toEqual({
      startIndex: 1,
      endIndex: 2,
    });
    expect(brushIndexesOf(buckets, { from: '2026-11-12', to: '2026-11-12' })).toEqual({
      startIndex: 1,
      endIndex: 1,
    });
    expect(brushIndexesOf(buckets, { from: '2025-01-01', to: '2025-02-01' })).toBeUndefined();
  });

  it('narrows events to the brushed days on the chosen field, inclusive', () => {
    const inside = breach({ event: '2026-11-09 00:00:00', extracted: '2026-11-30 00:00:00' });
    const outside = breach({ event: '2026-11-23 00:00:00', extracted: '2026-11-22 23:59:59' });
    const undated = breach({ event: null, extracted: '2026-11-10 00:00:00' });
    const range = { from: '2026-11-09', to: '2026-11-22' };
    expect(eventsInDays([inside, outside, undated], 'event_date', range)).toEqual([inside]);
    expect(eventsInDays([inside, outside, undated], 'extraction_date', range)).toEqual([outside, undated]);
  });
});

describe('new since a visit, and order', () => {
  it('compares extraction timestamps, not days', () => {
    const before = breach({ extracted: '2026-11-20 09:59:59' });
    const after = breach({ extracted: '2026-11-20 10:00:01' });
    expect(eventsNewerThan([before, after], new Date('2026-11-20T10:00:00Z'))).toEqual([after]);
  });

  it('sorts newest first on the field, undated last, then by the other date', () => {
    const a = breach({ event: '2026-11-01 00:00:00', extracted: '2026-11-05 00:00:00' });
    const b = breach({ event: '2026-11-03 00:00:00', extracted: '2026-11-04 00:00:00' });
    const c = breach({ event: null, extracted: '2026-11-09 00:00:00' });
    const d = breach({ event: '2026-11-03 00:00:00', extracted: '2026-11-08 00:00:00' });
    expect(sortEvents([a, b, c, d], 'event_date').map((event) => event.id)).toEqual([d.id, b.id, a.id, c.id]);
    expect(sortEvents([a, b, c, d], 'extraction_date').map((event) => event.id)).toEqual([
      c.id,
      d.id,
      a.id,
      b.id,
    ]);
  });
});

describe('distributions', () => {
  const events = [
    breach({
      extracted: '2026-11-01 00:00:00',
      type: 'health',
      company: 'Kalith Health',
      impacted: ['patients', 'Patients'],
    }),
    breach({
      extracted: '2026-11-01 00:00:00',
      type: 'HEALTH',
      company: 'kalith health',
      impacted: ['patients', 'staff'],
    }),
    breach({ extracted: '2026-11-01 00:00:00', type: 'financial', company: 'Acme', impacted: ['customers'] }),
    breach({ extracted: '2026-11-01 00:00:00', type: null, company: null, impacted: [] }),
  ];

  it('counts data types, the five always and other when present', () => {
    expect(dataTypeCounts(events).map((row) => [row.key, row.events])).toEqual([
      ['technical', 0],
      ['financial', 1],
      ['personal', 0],
      ['health', 2],
      ['credentials', 0],
      ['other', 1],
    ]);
    expect(dataTypeCounts(events.slice(0, 3)).map((row) => row.key)).not.toContain('other');
  });

  it('ranks impacted groups and companies once per event, case-insensitively', () => {
    expect(topImpacted(events).map((row) => [row.label, row.events])).toEqual([
      ['patients', 2],
      ['customers', 1],
      ['staff', 1],
    ]);
    expect(topCompanies(events, 1).map((row) => [row.label, row.events])).toEqual([['Kalith Health', 2]]);
  });

  it('measures disclosure lag in days, with a bucket for dates that disagree', () => {
    const lagged = [
      breach({ event: '2026-11-01 00:00:00', extracted: '2026-11-01 18:00:00' }),
      breach({ event: '2026-10-01 00:00:00', extracted: '2026-11-14 07:43:12' }),
      breach({ event: '2026-11-05 00:00:00', extracted: '2026-11-03 09:00:00' }),
      breach({ event: null, extracted: '2026-11-03 09:00:00' }),
    ];
    expect(lagged.map(disclosureLagDays)).toEqual([0, 44, -2, null]);
    const lags = disclosureLags(lagged);
    expect(lags).toMatchObject({ measured: 3, unmeasured: 1, medianDays: 0 });
    const counts = Object.fromEntries(lags.buckets.map((row) => [row.label, row.events]));
    expect(counts).toMatchObject({ Before: 1, 'Same day': 1, '31–60 d': 1, '1–3 d': 0 });
    expect(disclosureLags(lagged.slice(0, 2)).buckets.map((row) => row.label)).not.toContain('Before');
    expect(disclosureLags(lagged.slice(0, 2)).medianDays).toBe(22);
  });
});

describe('breachCsvColumns', () => {
  it('writes one row per event with lists joined and the lag', () => {
    const event = {
      ...breach({
        event: '2026-11-01 00:00:00',
        extracted: '2026-11-04 10:00:00',
        impacted: ['customers', 'staff'],
      }),
      articles: [{ id: 'a1', title: 'T', link: 'https://news.example/a1', media: null }],
    };
    const [header, row] = toCsv([event], breachCsvColumns).trim().split('\r\n');
    expect(header).toBe(
      'id,company_name,event_date,extraction_date,disclosure_lag_days,data_type,impacted,data,title,summary,associated_article_ids,article_links',
    );
    expect(row).toBe(
      `${event.id},Acme,2026-11-01 00:00:00,2026-11-04 10:00:00,3,personal,customers; staff,emails,Title,Summary,${event.id}-a,https://news.example/a1`,
    );
  });
});

describe('windowDays', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  it('draws a relative window up to today, a fixed one as given, and all time as open', () => {
    expect(windowDays({ from: '30d', to: undefined }, now)).toEqual({ from: '2026-10-22', to: '2026-11-21' });
    expect(windowDays({ from: '2026-01-01', to: '2026-02-01' }, now)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(windowDays({ from: 'now-2w', to: 'now-1w' }, now)).toEqual({
      from: '2026-11-07',
      to: '2026-11-14',
    });
    expect(windowDays({ from: 'all', to: undefined }, now)).toEqual({ from: null, to: null });
  });
});

describe('drawnWindow', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  const events = [
    breach({ extracted: '2026-09-01 10:00:00', event: '2026-08-20' }),
    breach({ extracted: '2026-11-10 10:00:00' }),
  ];

  it('fits a preset window to its first event, up to today', () => {
    const window = drawnWindow({ from: '1y', to: undefined }, now);
    expect(window).toEqual({ from: null, to: '2026-11-21' });
    // The timeline then starts at the first event instead of a year back.
    expect(timelineSpan(events, 'extraction_date', window)).toEqual({ from: '2026-09-01', to: '2026-11-21' });
    expect(timelineSpan(events, 'event_date', window)).toEqual({ from: '2026-08-20', to: '2026-11-21' });
    // Without events there is nothing to draw.
    expect(timelineSpan([], 'extraction_date', window)).toBeNull();
  });

  it('draws days chosen by hand whole, and all time over the events', () => {
    expect(drawnWindow({ from: '2026-01-01', to: '2026-02-01' }, now)).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(drawnWindow({ from: 'now-2w', to: undefined }, now)).toEqual({
      from: '2026-11-07',
      to: '2026-11-21',
    });
    expect(drawnWindow({ from: 'all', to: undefined }, now)).toEqual({ from: null, to: null });
  });
});
