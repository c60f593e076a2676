import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import type { CsvColumn } from './csv';

describe('csvCell', () => {
  it('quotes cells with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('writes empty cells for null and undefined, and numbers and booleans as text', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell(false)).toBe('false');
  });

  it('keeps text that a spreadsheet would run as a formula from running', () => {
    expect(csvCell('=HYPERLINK("http://x.example")')).toBe(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-2')).toBe("'-2");
  });

  it('joins lists with semicolons', () => {
    expect(csvCell(['Ann Lee', 'Bo Chen'])).toBe('Ann Lee; Bo Chen');
    expect(csvCell(['=cmd', 'x'])).toBe("'=cmd; x");
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const columns: CsvColumn<{ name: string; tags: string[] }>[] = [
      { header: 'name', value: (row) => row.name },
      { header: 'tags', value: (row) => row.tags },
    ];
    expect(toCsv([{ name: 'a, b', tags: ['x', 'y'] }], columns)).toBe('name,tags\r\n"a, b",x; y\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ header: 'h', value: () => 1 }])).toBe('h\r\n');
  });
});
