import { describe, expect, it } from 'vitest';
import { eventsSearchRequestSchema } from '../../contract/events';
import {
  breachVisits,
  isNewerThan,
  lastVisitOf,
  newBreachesRequest,
  recordBreachesVisit,
} from './breach-visits';

describe('breach visits', () => {
  it('records the last visit per profile and reads it back as a date', () => {
    // No browser storage under Node: the stored value keeps it in memory, as in a browser with storage off.
    recordBreachesVisit('full', new Date('2026-11-20T10:00:00.000Z'));
    recordBreachesVisit('basic', new Date('2026-11-01T00:00:00.000Z'));
    const visits = breachVisits.get();
    expect(lastVisitOf(visits, 'full')).toEqual(new Date('2026-11-20T10:00:00.000Z'));
    expect(lastVisitOf(visits, 'basic')).toEqual(new Date('2026-11-01T00:00:00.000Z'));
    expect(lastVisitOf(visits, 'nlp')).toBeNull();
  });

  it('ignores a stored value that is not a date', () => {
    expect(lastVisitOf({ full: 'yesterday' }, 'full')).toBeNull();
  });

  it('calls an event new only when extracted after the visit, to the second', () => {
    const since = new Date('2026-11-20T10:00:00Z');
    expect(isNewerThan({ extraction_date: '2026-11-20 10:00:01' }, since)).toBe(true);
    expect(isNewerThan({ extraction_date: '2026-11-20 10:00:00' }, since)).toBe(false);
    expect(isNewerThan({ extraction_date: '2026-11-19 23:00:00' }, since)).toBe(false);
  });

  it('asks for the events of the visit day onwards, without articles, in a form the interface accepts', () => {
    // 23:30 in UTC is still the 20th: the day filter must not skip the rest of that day.
    const request = newBreachesRequest(new Date('2026-11-20T23:30:00Z'));
    expect(request).toEqual({
      operation: 'eventsSearch',
      method: 'POST',
      body: { event_type: 'data_breach', additional_filters: { extraction_date: { gte: '2026-11-20' } } },
    });
    expect(eventsSearchRequestSchema.safeParse(request.body).success).toBe(true);
  });
});
