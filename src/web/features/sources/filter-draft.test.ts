import { describe, expect, it } from 'vitest';
import { checkDraft, draftFromSearch, withTopListRows, withTopListText } from './filter-draft';
import { sourcesSearchSchema } from './sources-search';
import { newTopListRow } from './top-list-builder';

const emptyDraft = draftFromSearch({});

describe('draftFromSearch', () => {
  it('reads every filter of the URL into the form, the top list into builder rows', () => {
    const draft = draftFromSearch(
      sourcesSearchSchema.parse({
        lang: 'en,fr',
        predefined_sources: 'top 3 US, GB',
        source_name: 'Times,Post',
        from_rank: 10,
      }),
    );
    expect(draft).toMatchObject({
      lang: ['en', 'fr'],
      topListText: 'top 3 US, GB',
      topListError: null,
      sourceName: 'Times, Post',
      sourceUrl: '',
      rank: [10, 999_999],
    });
    expect(draft.topListRows.map(({ country, count }) => [country, count])).toEqual([
      ['US', 3],
      ['GB', 3],
    ]);
  });

  it('keeps a top list it cannot read as typed, with the reason', () => {
    const draft = draftFromSearch({ predefined_sources: 'top ten US' });
    expect(draft.topListText).toBe('top ten US');
    expect(draft.topListRows).toEqual([]);
    expect(draft.topListError).toMatch(/not a count/);
  });
});

describe('the builder and the typed expression', () => {
  it('rewrites the expression when rows change, and the rows when a valid expression is typed', () => {
    const built = withTopListRows(emptyDraft, [newTopListRow('US', 3), newTopListRow('FR', 1)]);
    expect(built.topListText).toBe('top 3 US, top 1 FR');
    const typed = withTopListText(built, 'top 5 DE');
    expect(typed.topListRows.map(({ country, count }) => [country, count])).toEqual([['DE', 5]]);
  });

  it('keeps the last good rows while the typed expression does not read', () => {
    const built = withTopListRows(emptyDraft, [newTopListRow('US', 3)]);
    const typing = withTopListText(built, 'top 5');
    expect(typing.topListRows).toBe(built.topListRows);
    expect(typing.topListError).toMatch(/missing the country code/);
    expect(checkDraft(typing)).toMatchObject({ ok: false, field: 'topList' });
  });
});

describe('checkDraft', () => {
  it('turns a draft into search params, dropping blanks and the full rank range', () => {
    const check = checkDraft({ ...emptyDraft, countries: ['US'], sourceName: ' Times, ,Post ' });
    expect(check).toEqual({
      ok: true,
      search: {
        lang: undefined,
        countries: ['US'],
        predefined_sources: undefined,
        source_name: ['Times', 'Post'],
        source_url: undefined,
        from_rank: undefined,
        to_rank: undefined,
      },
    });
    const ranked = checkDraft({ ...emptyDraft, lang: ['en'], rank: [10, 5_000] });
    expect(ranked).toMatchObject({ ok: true, search: { from_rank: 10, to_rank: 5_000 } });
  });

  it('asks for one of the filters the interface needs; a rank range is not one', () => {
    expect(checkDraft(emptyDraft)).toMatchObject({ ok: false, field: 'form' });
    expect(checkDraft({ ...emptyDraft, rank: [5, 50] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('A rank range alone is not enough') as unknown,
    });
  });

  it('refuses a domain beside other filters, naming them', () => {
    const check = checkDraft({ ...emptyDraft, sourceUrl: 'a.example', countries: ['US'], rank: [0, 100] });
    expect(check).toEqual({
      ok: false,
      field: 'sourceUrl',
      message: 'An exact domain stands alone: clear it, or clear countries, a rank range.',
    });
    expect(checkDraft({ ...emptyDraft, sourceUrl: 'A.example' })).toMatchObject({
      ok: true,
      search: { source_url: ['a.example'] },
    });
  });

  it('names unfinished builder rows', () => {
    const draft = withTopListRows(emptyDraft, [newTopListRow('US', 3), newTopListRow(null)]);
    expect(checkDraft(draft)).toMatchObject({
      ok: false,
      field: 'topList',
      message: expect.stringMatching(/unfinished top-list row,/) as unknown,
    });
  });

  it('refuses a rank range that starts after it ends', () => {
    expect(checkDraft({ ...emptyDraft, lang: ['en'], rank: [500, 10] })).toMatchObject({ ok: false });
  });
});
