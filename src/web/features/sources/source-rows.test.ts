import { describe, expect, it } from 'vitest';
import { sourcesResponseSchema } from '../../../contract/sources';
import type { Source } from '../../../contract/sources';
import { toCsv } from '../../lib/csv';
import {
  answerListsLanguages,
  firstOrderOf,
  planSourceCap,
  sortSourceRows,
  sourceCsvColumns,
  sourceRowOf,
} from './source-rows';

const source = (
  domain: string,
  name: string | null,
  rank?: number,
  country?: string,
  week?: number,
): Source => ({
  name_source: name,
  domain_url: domain,
  logo: null,
  ...(rank === undefined
    ? {}
    : { additional_info: { rank, country: country ?? null, nb_articles_for_7d: week ?? 0 } }),
});

// In the interface's order: rank, then domain.
const rows = [
  source('b.example', 'Beta Post', 3, 'US', 4),
  source('a.example', 'alpha times', 40, 'GB', 9),
  source('c.example', null, 40, 'FR', 4),
  source('d.example', 'Delta', undefined),
].map(sourceRowOf);

const domains = (sorted: { domain: string }[]) => sorted.map((row) => row.domain);

describe('sourceRowOf', () => {
  it('flattens additional_info and upper-cases the country', () => {
    expect(sourceRowOf(source('x.example', ' X ', 7, 'us', 2))).toMatchObject({
      name: 'X',
      domain: 'x.example',
      rank: 7,
      country: 'US',
      articles7d: 2,
    });
  });

  it("keeps the local service's languages (lower case), null when the answer has none", () => {
    const local: Source = {
      domain_url: 'l.example',
      additional_info: { rank: 1, country: 'ES', nb_articles_for_7d: 0, languages: ['EN', 'es'] },
    };
    expect(sourceRowOf(local).languages).toEqual(['en', 'es']);
    expect(
      sourceRowOf({ ...local, additional_info: { ...local.additional_info, languages: [] } }).languages,
    ).toEqual([]);
    expect(sourceRowOf(source('p.example', 'Public', 3, 'US', 1)).languages).toBeNull();
  });
});

describe('answerListsLanguages', () => {
  it('is true when any source carries languages, even an empty list; false for a public answer', () => {
    expect(answerListsLanguages(rows)).toBe(false);
    expect(answerListsLanguages([])).toBe(false);
    const withEmpty = sourceRowOf({ domain_url: 'e.example', additional_info: { rank: 1, languages: [] } });
    expect(answerListsLanguages([...rows, withEmpty])).toBe(true);
  });
});

describe('sortSourceRows', () => {
  it('sorts by each column both ways, missing values last either way', () => {
    expect(domains(sortSourceRows(rows, 'rank', 'asc'))).toEqual([
      'b.example',
      'a.example',
      'c.example',
      'd.example',
    ]);
    expect(domains(sortSourceRows(rows, 'rank', 'desc'))).toEqual([
      'a.example',
      'c.example',
      'b.example',
      'd.example',
    ]);
    expect(domains(sortSourceRows(rows, 'articles_7d', 'desc'))).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ]);
    expect(domains(sortSourceRows(rows, 'country', 'asc'))).toEqual([
      'c.example',
      'a.example',
      'b.example',
      'd.example',
    ]);
  });

  it('sorts names ignoring case, a source without a name by its domain', () => {
    expect(domains(sortSourceRows(rows, 'name', 'asc'))).toEqual([
      'a.example',
      'b.example',
      'c.example',
      'd.example',
    ]);
  });

  it('keeps the interface order among ties, and does not change its input', () => {
    const before = domains(rows);
    expect(domains(sortSourceRows(rows, 'articles_7d', 'asc')).slice(0, 2)).toEqual([
      'b.example',
      'c.example',
    ]);
    expect(domains(rows)).toEqual(before);
  });

  it('starts counts biggest first and other columns ascending', () => {
    expect(firstOrderOf('articles_7d')).toBe('desc');
    expect(firstOrderOf('rank')).toBe('asc');
  });
});

describe('planSourceCap', () => {
  it('reads the cap from the plan message', () => {
    expect(planSourceCap('Maximum sources displayed according to your plan is set to 100')).toBe(100);
    expect(planSourceCap('Maximum sources displayed according to your plan is set to 1,000.')).toBe(1000);
  });

  it('is null when the message names no cap', () => {
    expect(planSourceCap('Success')).toBeNull();
  });
});

describe('sourceCsvColumns', () => {
  it('exports the interface fields, empty cells where the answer has none', () => {
    const answer = sourcesResponseSchema.parse({
      message: 'm',
      sources: [source('b.example', 'Beta, Post', 3, 'US', 4), 'bare.example'],
      user_input: {},
    });
    expect(toCsv(answer.sources, sourceCsvColumns)).toBe(
      'name_source,domain_url,logo,rank,country,nb_articles_for_7d,languages\r\n' +
        '"Beta, Post",b.example,,3,US,4,\r\n' +
        ',bare.example,,,,,\r\n',
    );
  });

  it("exports the local service's languages as one cell, codes joined", () => {
    const local: Source = {
      name_source: 'Harbor',
      domain_url: 'harbor.example',
      additional_info: { rank: 9, country: 'ES', nb_articles_for_7d: 2, languages: ['en', 'es'] },
    };
    expect(toCsv([local], sourceCsvColumns).split('\r\n')[1]).toBe('Harbor,harbor.example,,9,ES,2,en; es');
  });
});
