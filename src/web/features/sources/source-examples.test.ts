import { describe, expect, it } from 'vitest';
import { sourceExamplesOf } from './SourceExamples';

const source = (domain_url: string, country: string | null, name_source: string | null = null) => ({
  domain_url,
  country,
  name_source,
  article_count: 1,
});

describe('sourceExamplesOf', () => {
  it('offers the distinct countries of the most active sources, then the most active source', () => {
    const examples = sourceExamplesOf({
      sources: [
        source('a.example', 'gb', 'The A'),
        source('b.example', 'GB'),
        source('c.example', null),
        source('d.example', 'US'),
        source('e.example', 'FR'),
      ],
    });
    expect(examples).toEqual([
      { label: 'Sources of GB', filters: { countries: ['GB'] } },
      { label: 'Sources of US', filters: { countries: ['US'] } },
      { label: 'The most active: The A', filters: { source_url: ['a.example'] } },
    ]);
  });

  it('offers nothing for a store without sources', () => {
    expect(sourceExamplesOf({ sources: [] })).toEqual([]);
  });
});
