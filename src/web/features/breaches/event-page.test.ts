import { describe, expect, it } from 'vitest';
import { shownEventPage } from './event-page';

const events = Array.from({ length: 45 }, (_, index) => ({ id: `breach_${index}` }));

describe('shownEventPage', () => {
  it('shows the page asked for when no event is named', () => {
    expect(shownEventPage(events, 20, 2, undefined)).toBe(2);
  });

  it('keeps the page within the pages there are', () => {
    expect(shownEventPage(events, 20, 9, undefined)).toBe(3);
    expect(shownEventPage(events, 20, 0, undefined)).toBe(1);
    expect(shownEventPage([], 20, 4, undefined)).toBe(1);
  });

  it('opens on the page that holds the named event, whatever page the link says', () => {
    expect(shownEventPage(events, 20, 1, 'breach_30')).toBe(2);
    expect(shownEventPage(events, 20, 1, 'breach_40')).toBe(3);
    expect(shownEventPage(events, 20, 3, 'breach_0')).toBe(1);
    expect(shownEventPage(events, 20, 1, 'breach_19')).toBe(1);
    expect(shownEventPage(events, 20, 1, 'breach_20')).toBe(2);
  });

  it('falls back to the page asked for when the list does not hold the named event', () => {
    expect(shownEventPage(events, 20, 2, 'breach_nope')).toBe(2);
  });
});
