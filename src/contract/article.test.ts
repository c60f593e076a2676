import { describe, expect, it } from 'vitest';
import {
  articleFields,
  articleSchema,
  nlpSchema,
  publishedDatePrecisions,
  responseDateSchema,
  themes,
} from './article';
import { minimalArticleSample, publicArticleSample } from './test-samples';

describe('articleSchema', () => {
  it('lists every Article field of docs/spec/interface.md, "Article"', () => {
    expect(articleFields).toEqual([
      'title',
      'author',
      'authors',
      'journalists',
      'published_date',
      'published_date_precision',
      'updated_date',
      'updated_date_precision',
      'parse_date',
      'link',
      'domain_url',
      'full_domain_url',
      'name_source',
      'is_headline',
      'paid_content',
      'parent_url',
      'country',
      'rights',
      'rank',
      'media',
      'language',
      'description',
      'content',
      'highlight',
      'word_count',
      'is_opinion',
      'twitter_account',
      'all_links',
      'all_domain_links',
      'nlp',
      'id',
      'score',
    ]);
  });

  it('accepts a public-API article and keeps the fields it does not know', () => {
    const article = articleSchema.parse(publicArticleSample());
    expect(article.nlp?.ner_ORG?.[0]).toEqual({ entity_name: 'OPEC', count: 3 });
    expect(article['all_links_data']).toHaveLength(1);
    expect(article.nlp?.['new_embedding']).toEqual([0.01, -0.2, 0.3]);
  });

  it('needs only title, link, domain_url, full_domain_url, parent_url, rank, id and score', () => {
    const minimal = minimalArticleSample();
    expect(articleSchema.safeParse(minimal).success).toBe(true);
    for (const field of Object.keys(minimal)) {
      expect(articleSchema.safeParse({ ...minimal, [field]: undefined }).success, field).toBe(false);
      expect(articleSchema.safeParse({ ...minimal, [field]: null }).success, field).toBe(false);
    }
  });

  it('allows null in optional fields but keeps their JSON type', () => {
    const minimal = minimalArticleSample();
    expect(articleSchema.safeParse({ ...minimal, author: null, nlp: null, word_count: null }).success).toBe(
      true,
    );
    expect(articleSchema.safeParse({ ...minimal, word_count: '12' }).success).toBe(false);
    expect(articleSchema.safeParse({ ...minimal, is_headline: 'true' }).success).toBe(false);
  });

  it('reads a single-string authors field as a one-item list', () => {
    expect(articleSchema.parse({ ...minimalArticleSample(), authors: 'Jane Doe' }).authors).toEqual([
      'Jane Doe',
    ]);
  });

  it('checks the response date format', () => {
    expect(responseDateSchema.safeParse('2025-09-10 06:12:31').success).toBe(true);
    expect(responseDateSchema.safeParse('2025-09-10T06:12:31Z').success).toBe(false);
    expect(articleSchema.safeParse({ ...minimalArticleSample(), published_date: '2025/09/10' }).success).toBe(
      false,
    );
  });
});

describe('nlpSchema and constants', () => {
  it('accepts the empty NLP object of old articles', () => {
    expect(nlpSchema.parse({})).toEqual({});
  });

  it('has the 15 themes and the three date precisions', () => {
    expect(themes).toHaveLength(15);
    expect(new Set(themes).size).toBe(15);
    expect(publishedDatePrecisions).toEqual(['full', 'timezone unknown', 'date']);
  });
});
