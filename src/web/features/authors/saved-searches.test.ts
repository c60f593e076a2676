import { describe, expect, it } from 'vitest';
import { authorsSearchSchema } from './authors-search';
import {
  describeSearch,
  searchOfSaved,
  withRecentAuthor,
  withSavedSearch,
  withoutSavedSearch,
} from './saved-searches';

describe('withRecentAuthor', () => {
  it('puts the author first, once, ignoring case and spacing, keeping eight', () => {
    const recent = ['B', 'ada  marsh', 'C', 'D', 'E', 'F', 'G', 'H'];
    expect(withRecentAuthor(recent, ' Ada Marsh ')).toEqual(['Ada Marsh', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(withRecentAuthor(recent, 'New')).toHaveLength(8);
    expect(withRecentAuthor(recent, '  ')).toEqual(recent);
  });

  it('knows a name in full-width letters or with a no-break space as the same author', () => {
    expect(withRecentAuthor(['ada marsh', 'B'], 'ＡＤＡ\u00a0Marsh')).toEqual(['ADA Marsh', 'B']);
  });
});

describe('saved searches', () => {
  const search = authorsSearchSchema.parse({
    author_name: 'Ada Marsh',
    from_: '30d',
    lang: 'en,fr',
    sort_by: 'date',
    page: 4,
    article: 'x',
  });

  it('keep the view without its page and open article, and open it again', () => {
    const [saved] = withSavedSearch([], '', search, new Date('2026-11-14T06:00:00Z'));
    expect(saved?.name).toBe('Ada Marsh · last 30 days · English, French');
    expect(saved?.savedAt).toBe('2026-11-14T06:00:00.000Z');
    if (!saved) throw new Error('nothing saved');
    expect(searchOfSaved(saved)).toEqual({ ...search, page: 1, article: undefined });
  });

  it('are listed newest first and can be removed', () => {
    const first = withSavedSearch([], 'One', search);
    const both = withSavedSearch(first, 'Two', search);
    expect(both.map((entry) => entry.name)).toEqual(['Two', 'One']);
    expect(withoutSavedSearch(both, both[0]!.id).map((entry) => entry.name)).toEqual(['One']);
  });

  it('describe a custom window by its days', () => {
    expect(describeSearch(authorsSearchSchema.parse({ author_name: 'A', from_: '2026-10-01' }))).toBe(
      'A · 2026-10-01 to now',
    );
  });
});
