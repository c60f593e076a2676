// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Article } from '../../contract';
import {
  articleAuthors,
  articleCsvColumns,
  articleSourceName,
  countryLabel,
  languageLabel,
} from './article-fields';
import { toCsv } from './csv';

const article: Article = {
  id: 'a1',
  title: 'T',
  link: 'https://news.example/a',
  domain_url: 'news.example',
  full_domain_url: 'www.news.example',
  parent_url: 'https://www.news.example/',
  rank: 10,
  score: 1,
};

describe('articleAuthors', () => {
  it('prefers the authors list, trimmed and without blanks', () => {
    expect(articleAuthors({ ...article, author: 'X', authors: [' Ann ', '', 'Bo'] })).toEqual(['Ann', 'Bo']);
  });

  it('falls back to the single author, else none', () => {
    expect(articleAuthors({ ...article, author: ' Cy ', authors: [] })).toEqual(['Cy']);
    expect(articleAuthors(article)).toEqual([]);
  });
});

describe('labels', () => {
  it('names the source by its common name, else its domain', () => {
    expect(articleSourceName({ ...article, name_source: 'News' })).toBe('News');
    expect(articleSourceName({ ...article, name_source: ' ' })).toBe('news.example');
  });

  it('names languages and countries, keeping unknown codes as they are', () => {
    expect(languageLabel('en')).toBe('English (en)');
    expect(countryLabel('fr')).toBe('France (fr)');
    expect(countryLabel('ZZ')).toBe('ZZ');
    expect(languageLabel(null)).toBeNull();
  });
});

describe('articleCsvColumns', () => {
  it('exports descriptions as text and authors as one cell', () => {
    const csv = toCsv(
      [{ ...article, authors: ['Ann', 'Bo'], description: '<p>Big &amp; <b>bold</b></p>' }],
      articleCsvColumns,
    );
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toBe(
      'id,title,link,source,domain_url,authors,published_date,language,country,rank,word_count,media,description',
    );
    expect(row).toBe('a1,T,https://news.example/a,news.example,news.example,Ann; Bo,,,,10,,,Big & bold');
  });
});
