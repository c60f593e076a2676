import { describe, expect, it } from 'vitest';
import { parsePredefinedSources } from '../../../contract/predefined-sources';
import {
  completeEntries,
  incompleteRowCount,
  newTopListRow,
  readTopListText,
  topListText,
} from './top-list-builder';

describe('topListText', () => {
  it('writes one `top N CC` per complete row, which the grammar reads back', () => {
    const rows = [newTopListRow('US', 3), newTopListRow('GB', 2)];
    const text = topListText(rows);
    expect(text).toBe('top 3 US, top 2 GB');
    expect(parsePredefinedSources(text)).toEqual({
      ok: true,
      value: [
        { country: 'US', count: 3 },
        { country: 'GB', count: 2 },
      ],
    });
  });

  it('leaves out rows still being filled in, and counts them', () => {
    const rows = [newTopListRow('US', 3), newTopListRow(null, 5), newTopListRow('FR', null)];
    expect(topListText(rows)).toBe('top 3 US');
    expect(completeEntries(rows)).toEqual([{ country: 'US', count: 3 }]);
    expect(incompleteRowCount(rows)).toBe(2);
  });

  it('is empty without rows', () => {
    expect(topListText([])).toBe('');
  });
});

describe('readTopListText', () => {
  it('reads every form of the grammar into rows, shared counts spelled out', () => {
    const reading = readTopListText('top 10 us, gb, 5 FR');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.rows.map(({ country, count }) => ({ country, count }))).toEqual([
      { country: 'US', count: 10 },
      { country: 'GB', count: 10 },
      { country: 'FR', count: 5 },
    ]);
    expect(topListText(reading.rows)).toBe('top 10 US, top 10 GB, top 5 FR');
    expect(new Set(reading.rows.map((row) => row.key)).size).toBe(3);
  });

  it('reads blank text as no rows', () => {
    expect(readTopListText('  ')).toEqual({ ok: true, rows: [] });
  });

  it('explains text that is not a top list, with the expected format', () => {
    const reading = readTopListText('best 10 US');
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toMatch(/must start with the word "top".*Expected format/);
  });
});
