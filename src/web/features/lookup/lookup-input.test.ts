import { describe, expect, it } from 'vitest';
import { checkLookupInput, formatLookupInput, isLink, parseLookupInput, textareaRows } from './lookup-input';

describe('parseLookupInput', () => {
  it('reads one value per line, ignoring blank lines and surrounding blanks', () => {
    expect(parseLookupInput('  abc123 \n\n def456\r\n')).toEqual({ ids: ['abc123', 'def456'], links: [] });
  });

  it('reads comma- and blank-separated values', () => {
    expect(parseLookupInput('a1, b2,c3  d4')).toEqual({ ids: ['a1', 'b2', 'c3', 'd4'], links: [] });
  });

  it('splits links on commas only where a new link starts', () => {
    expect(parseLookupInput('https://a.example/x?tags=a,b,https://b.example/y, https://c.example/z')).toEqual(
      { ids: [], links: ['https://a.example/x?tags=a,b', 'https://b.example/y', 'https://c.example/z'] },
    );
  });

  it('drops duplicates, keeping the first occurrence, as the interface counts requested values', () => {
    expect(parseLookupInput('b\na\nb, a')).toEqual({ ids: ['b', 'a'], links: [] });
  });

  it('separates links from ids', () => {
    expect(parseLookupInput('https://news.example/1\nid-7\nnews.example/2')).toEqual({
      ids: ['id-7'],
      links: ['https://news.example/1', 'news.example/2'],
    });
  });

  it('reads nothing from blank text', () => {
    expect(parseLookupInput(' \n , ,\n')).toEqual({ ids: [], links: [] });
  });
});

describe('isLink', () => {
  it('treats values with a scheme or a path as links and anything else as an id', () => {
    expect(isLink('http://x.example')).toBe(true);
    expect(isLink('x.example/a')).toBe(true);
    expect(isLink('5f8d0d55b6e45e00179c6e7e')).toBe(false);
  });
});

describe('checkLookupInput', () => {
  it('asks for input when nothing was pasted', () => {
    const check = checkLookupInput({ ids: [], links: [] });
    expect(check).toEqual({ ok: false, message: 'Paste at least one article link or id.' });
  });

  it('refuses a mix of links and ids, counting each', () => {
    const check = checkLookupInput(parseLookupInput('https://a.example/1\nhttps://a.example/2\nid1'));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain('2 links and 1 id');
  });

  it('accepts one kind', () => {
    expect(checkLookupInput(parseLookupInput('x, y'))).toEqual({ ok: true, kind: 'ids', values: ['x', 'y'] });
    expect(checkLookupInput(parseLookupInput('https://a.example/1'))).toEqual({
      ok: true,
      kind: 'links',
      values: ['https://a.example/1'],
    });
  });
});

describe('formatLookupInput', () => {
  it('round-trips through parseLookupInput', () => {
    const links = ['https://a.example/x?tags=a,b', 'https://b.example/y'];
    expect(parseLookupInput(formatLookupInput(links)).links).toEqual(links);
  });
});

describe('textareaRows', () => {
  it('gives one row per line, between 4 and 14, without measuring the layout', () => {
    expect(textareaRows('')).toBe(4);
    expect(textareaRows('a\nb')).toBe(4);
    expect(textareaRows(Array.from({ length: 9 }, (_, i) => `id-${i}`).join('\n'))).toBe(9);
    expect(textareaRows(Array.from({ length: 400 }, (_, i) => `id-${i}`).join('\n'))).toBe(14);
  });
});
