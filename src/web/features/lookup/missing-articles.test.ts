import { describe, expect, it } from 'vitest';
import { foundKeysOf, missingValues } from './missing-articles';

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
