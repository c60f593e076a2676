// Response samples for the contract tests, built from the fields and examples of the public OpenAPI files
// (news-api-v3.yml ArticleEntity / NlpDataEntity / AdditionalSourceInfo, events-api.yml). Test-only.

/** An article as the public API sends it, including fields our interface does not list. */
export function publicArticleSample(): Record<string, unknown> {
  return {
    title: 'Oil prices up after Israeli attacks, oversupply caps gains',
    author: 'Anna Hirtenstein',
    authors: ['Anna Hirtenstein', 'Reuters'],
    journalists: ['Anna Hirtenstein'],
    published_date: '2025-09-10 06:12:31',
    published_date_precision: 'full',
    updated_date: null,
    updated_date_precision: null,
    parse_date: '2025-09-10 06:40:02',
    link: 'https://www.reuters.com/business/energy/oil-prices-up-after-israeli-attacks-oversupply-caps-gains-2025-09-10/',
    domain_url: 'reuters.com',
    full_domain_url: 'reuters.com',
    name_source: 'Reuters',
    is_headline: true,
    paid_content: false,
    parent_url: 'https://www.reuters.com/business/energy',
    country: 'US',
    rights: 'reuters.com',
    rank: 117,
    media: 'https://www.reuters.com/resizer/v2/oil.jpg',
    language: 'en',
    description: 'Oil prices rose on Wednesday.',
    content: 'Oil prices rose on Wednesday after Israeli attacks…',
    title_translated_en: null,
    content_translated_en: null,
    highlight: null,
    word_count: 512,
    is_opinion: false,
    twitter_account: '@Reuters',
    all_links: ['https://aiindex.stanford.edu/report/', 'https://www.stateof.ai/'],
    all_domain_links: ['who.int', 'nih.gov'],
    all_links_data: [{ domain_url: 'amazon.de', link: 'https://www.amazon.de/s?k=KI', text: 'KI Brillen' }],
    nlp: {
      theme: 'Business, Finance',
      summary: 'Oil prices rose after attacks while oversupply limited gains.',
      sentiment: { title: 0.12, content: -0.05 },
      ner_PER: [{ entity_name: 'Anna Hirtenstein', count: 1 }],
      ner_ORG: [{ entity_name: 'OPEC', count: 3 }],
      ner_MISC: [],
      ner_LOC: [{ entity_name: 'Israel', count: 2 }],
      iptc_tags_name: ['economy, business and finance/products and services/energy'],
      iptc_tags_id: ['20000349'],
      iab_tags_name: ['Business and Finance'],
      new_embedding: [0.01, -0.2, 0.3],
    },
    id: '5f8d0d55b6e45e00179c6e7e',
    score: 12.5,
    robots_compliant: true,
    custom_tags: {},
    additional_domain_info: {
      is_news_domain: true,
      news_type: 'News and Blogs',
      news_domain_type: 'Original Content',
    },
  };
}

/** An article with only the fields the public API requires. */
export function minimalArticleSample(): Record<string, unknown> {
  return {
    title: 'A title',
    link: 'https://example.com/news/a-title',
    domain_url: 'example.com',
    full_domain_url: 'news.example.com',
    parent_url: 'https://news.example.com/',
    rank: 999999,
    id: 'a1',
    score: 1,
  };
}

/** A data-breach event as docs/spec/decisions.md, "Events" describes it, with articles attached. */
export function breachEventSample(): Record<string, unknown> {
  return {
    id: 'n1jk-pQBvyT_ytpRpzBn',
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: ['5f8d0d55b6e45e00179c6e7e'],
    extraction_date: '2025-03-02 10:15:00',
    event_date: null,
    company_name: 'Acme',
    data_breach: {
      summary: 'Attackers copied the customer database.',
      impacted: ['customers'],
      data: 'Customer Email Addresses, Customer Passwords',
      data_type: 'credentials',
      title: 'Acme customer database breach',
    },
    articles: [
      {
        id: '5f8d0d55b6e45e00179c6e7e',
        title: 'Acme breached',
        link: 'https://example.com/acme',
        media: null,
        description: 'x',
      },
    ],
  };
}
