import { describe, expect, it } from 'vitest';
import { domainOf, emptyRuleDraft, entriesOf, readRuleDraft } from './rule-draft';

describe('readRuleDraft', () => {
  it('reads an author name, or an Authors-page link with its filters', () => {
    expect(readRuleDraft({ ...emptyRuleDraft, author: ' Jane Doe ' })).toEqual({
      ok: true,
      rule: { kind: 'author', params: { author_name: 'Jane Doe' } },
    });
    expect(
      readRuleDraft({
        ...emptyRuleDraft,
        author: 'http://127.0.0.1:8080/authors?author_name=Jane%20Doe&lang=%5B%22en%22%2C%22fr%22%5D&page=3',
      }),
    ).toEqual({ ok: true, rule: { kind: 'author', params: { author_name: 'Jane Doe', lang: 'en,fr' } } });
  });

  it('refuses an empty author, and a link without author_name', () => {
    expect(readRuleDraft(emptyRuleDraft)).toMatchObject({ ok: false, field: 'author' });
    expect(readRuleDraft({ ...emptyRuleDraft, author: '/authors?lang=en' })).toMatchObject({
      ok: false,
      field: 'author',
      message: expect.stringContaining('author_name'),
    });
  });

  it('reads a source from a domain or a link', () => {
    expect(
      readRuleDraft({ ...emptyRuleDraft, kind: 'source', domain: 'https://www.Example.com/news?x=1' }),
    ).toEqual({
      ok: true,
      rule: { kind: 'source', domain: 'example.com' },
    });
    expect(readRuleDraft({ ...emptyRuleDraft, kind: 'source', domain: 'not a domain' })).toMatchObject({
      ok: false,
      field: 'domain',
    });
  });

  it('reads a breach rule from the lists given, and needs one', () => {
    expect(
      readRuleDraft({
        ...emptyRuleDraft,
        kind: 'breach',
        companies: 'Acme, Contoso ,,Acme',
        dataTypes: ['health'],
        words: 'ransomware',
      }),
    ).toEqual({
      ok: true,
      rule: { kind: 'breach', companies: ['Acme', 'Contoso'], data_types: ['health'], words: ['ransomware'] },
    });
    expect(readRuleDraft({ ...emptyRuleDraft, kind: 'breach' })).toMatchObject({
      ok: false,
      field: 'companies',
    });
    expect(
      readRuleDraft({
        ...emptyRuleDraft,
        kind: 'breach',
        impacted: Array.from({ length: 21 }, (_, i) => `group ${i}`).join(','),
      }),
    ).toMatchObject({ ok: false, field: 'impacted', message: 'At most 20 entries.' });
  });
});

describe('entriesOf and domainOf', () => {
  it('split, trim and dedupe; strip scheme, path and www', () => {
    expect(entriesOf(' a, b ,a,, ')).toEqual(['a', 'b']);
    expect(domainOf('www.news.example.co.uk/path')).toBe('news.example.co.uk');
    expect(domainOf('example.com:8080')).toBe('example.com');
  });
});
