import { describe, expect, it } from 'vitest';
import { parseCsv } from '../text/csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and newlines', () => {
    const csv = 'id,title,description\n1,"Breach at Acme, Inc.","He said ""no""\nthen left"\r\n2,Plain,\n';
    expect(parseCsv(csv)).toEqual([
      ['id', 'title', 'description'],
      ['1', 'Breach at Acme, Inc.', 'He said "no"\nthen left'],
      ['2', 'Plain', ''],
    ]);
  });

  it('keeps a last row without a final newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
