import { describe, expect, it } from 'vitest';
import { foundKeysOf, missingValues, needsAllFoundKeys } from './missing-articles';

const found = foundKeysOf([
  { id: 'a1', link: 'https://news.example/1' },
  { id: 'b2', link: 'https://news.example/2' },
]);

describe('missingValues', () => {
  it('lists requested ids without a found article, in request order', () => {
    expect(missingValues({ ids: ['zz', 'a1', 'yy', 'b2'] }, found)).toEqual(['zz', 'yy']);
  });

  it('matches links exactly, as the interface does', () => {
    expect(
      missingValues(
        { links: ['https://news.example/1', 'https://news.example/2/', 'https://news.example/3'] },
        found,
      ),
    ).toEqual(['https://news.example/2/', 'https://news.example/3']);
  });

  it('is empty when everything was found', () => {
    expect(missingValues({ ids: ['a1', 'b2'] }, found)).toEqual([]);
  });
});

describe('needsAllFoundKeys', () => {
  const answer = (onPage: number, found: number) => ({
    articles: new Array<unknown>(onPage),
    total_hits: found,
  });

  it('asks for every found key only when some are on other pages and some values were not found', () => {
    expect(needsAllFoundKeys(27, answer(10, 25))).toBe(true);
    // The page holds every found article: it names the missing ones itself.
    expect(needsAllFoundKeys(27, answer(25, 25))).toBe(false);
    // Everything was found: nothing to name.
    expect(needsAllFoundKeys(27, answer(10, 27))).toBe(false);
    expect(needsAllFoundKeys(3, answer(0, 0))).toBe(false);
  });
});
