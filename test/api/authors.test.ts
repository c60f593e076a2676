// GET|POST /api/authors against a real store: every parameter alone and in combinations, each sort, paging,
// the total_hits cap, the no-match answer, user_input, plan features and every error (docs/spec/decisions.md,
// "Articles by author").
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authorsArticlesResponseSchema,
  authorsNoMatchResponseSchema,
  authorsUserInputKeys,
  errorBodySchema,
} from '../../src/contract';
import { createTestApp, makeArticle, postJson, KEYS, type TestApp } from '../helpers/test-app';

// The clock of every request (the default window is the 7 days before it).
const NOW = new Date('2026-11-21T12:00:00Z');

const nlpTech = {
  theme: 'Tech, Business',
  summary: 'A summary.',
  sentiment: { title: 0.6, content: -0.2 },
  ner_PER: [{ entity_name: 'Ada Lovelace', count: 2 }],
  ner_ORG: [{ entity_name: 'Acme Corp', count: 1 }],
  ner_MISC: [],
  ner_LOC: [{ entity_name: 'Paris', count: 1 }],
  iptc_tags_name: ['science and technology'],
  iptc_tags_id: ['13000000'],
};
const nlpSports = {
  theme: 'Sports',
  summary: 'Another summary.',
  sentiment: { title: -0.5, content: 0.4 },
  ner_PER: [],
  ner_ORG: [{ entity_name: 'FC Example', count: 3 }],
  ner_MISC: [],
  ner_LOC: [],
  iptc_tags_name: ['sport'],
  iptc_tags_id: ['15000000'],
};

const jane = (id: string, overrides: Record<string, unknown>) =>
  makeArticle({ id, author: 'Jane Doe', link: `https://www.news.example/${id}`, ...overrides });

const articles = [
  jane('j1', {
    published_date: '2026-11-20 10:00:00',
    published_date_precision: 'full',
    rank: 100,
    language: 'en',
    country: 'US',
    name_source: 'News Example',
    is_headline: true,
    is_opinion: false,
    paid_content: false,
    word_count: 300,
    parent_url: 'https://www.news.example/world/',
    all_links: ['https://ref.example/a', 'https://other.example/x'],
    all_domain_links: ['ref.example', 'other.example'],
    nlp: nlpTech,
  }),
  // Jane only among the authors: score 1, although the newest.
  jane('j2', {
    author: 'John Roe',
    authors: ['John Roe', 'Jane Doe'],
    published_date: '2026-11-20 12:00:00',
    published_date_precision: 'timezone unknown',
    rank: 100,
    is_headline: false,
    word_count: 500,
    nlp: nlpSports,
  }),
  // Another spelling of the same name, on a subdomain of yahoo.com, Spanish, an opinion behind a paywall.
  jane('j3', {
    author: 'jane   DOE',
    link: 'https://finance.yahoo.com/j3',
    name_source: 'Yahoo Finance',
    published_date: '2026-11-19 09:00:00',
    published_date_precision: 'date',
    rank: 50,
    language: 'es',
    country: 'ES',
    is_headline: false,
    is_opinion: true,
    paid_content: true,
    word_count: 800,
    parent_url: 'https://finance.yahoo.com/markets/',
    all_links: ['https://ref.example/b'],
    all_domain_links: ['ref.example'],
  }),
  // Unranked source.
  jane('j4', {
    link: 'https://tiny.example/j4',
    published_date: '2026-11-18 08:00:00',
    rank: 999999,
    word_count: 100,
  }),
  // Same published time as j1: the id breaks the tie.
  jane('j5', { published_date: '2026-11-20 10:00:00', rank: 100, word_count: 1000 }),
  // Published long ago but parsed recently (by_parse_date).
  jane('j6', {
    published_date: '2026-11-01 10:00:00',
    parse_date: '2026-11-20 09:00:00',
    rank: 100,
    word_count: 250,
  }),
  // Older than the basic plan's 30 days.
  jane('j7', { published_date: '2026-10-01 10:00:00', rank: 100, word_count: 250 }),
  // French source, best ranked.
  jane('j8', {
    link: 'https://www.lemonde.example/j8',
    name_source: 'Le Monde Example',
    published_date: '2026-11-17 10:00:00',
    rank: 10,
    language: 'fr',
    country: 'FR',
    word_count: 450,
  }),
  makeArticle({
    id: 'r1',
    author: 'John Roe',
    link: 'https://www.news.example/r1',
    published_date: '2026-11-20 11:00:00',
  }),
  makeArticle({
    id: 'u1',
    author: 'Ünsal Çelik',
    link: 'https://www.news.example/u1',
    published_date: '2026-11-20 11:00:00',
  }),
];

let t: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp(articles);
});
afterAll(() => {
  t.close();
  vi.useRealTimers();
});

type Answer = ReturnType<typeof authorsArticlesResponseSchema.parse>;

async function get(query: string, key: string = KEYS.full): Promise<Response> {
  return t.request(`/api/authors?${query}`, { key });
}

async function ok(response: Response): Promise<Answer> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return authorsArticlesResponseSchema.parse(await response.json());
}

/** The ids answered for a query (a no-match answer gives []). */
async function ids(query: string, key: string = KEYS.full): Promise<string[]> {
  const response = await get(query, key);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { articles: { id: string }[] };
  return body.articles.map((article) => article.id);
}

async function error(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body).toMatchObject({ status: 'error', status_code: status, error_code: code });
  return body;
}

const JANE = 'author_name=Jane%20Doe';
/** Jane's window covering every recent article (but not j6/j7 by published date). */
const RECENT = `${JANE}&from_=2026-11-10`;

describe('author_name', () => {
  it('matches author and authors, ignoring case and runs of blanks, in the default 7-day window', async () => {
    const body = await ok(await get('author_name=%20jane%20%20doe%20'));
    // j4 is unranked (ranked_only defaults to true); j6 and j7 are older than 7 days.
    expect(body.articles.map((a) => a.id)).toEqual(['j1', 'j5', 'j3', 'j8', 'j2']);
    expect(body).toMatchObject({ status: 'ok', total_hits: 5, page: 1, total_pages: 1, page_size: 5 });
  });

  it('scores 2 for the author and 1 for an entry of authors only', async () => {
    const body = await ok(await get(RECENT));
    const scores = Object.fromEntries(body.articles.map((a) => [a.id, a.score]));
    expect(scores).toEqual({ j1: 2, j5: 2, j3: 2, j8: 2, j2: 1 });
  });

  it('is exact: a part of the name matches nothing', async () => {
    expect(await ids('author_name=Jane')).toEqual([]);
  });

  it('matches names beyond ASCII', async () => {
    expect(await ids('author_name=%C3%BCNSAL%20%C3%87ELIK')).toEqual(['u1']);
  });

  it('answers each article with the stored fields and no parse_date unless by_parse_date', async () => {
    const body = await ok(await get(`${RECENT}&sources=news.example&is_headline=true`));
    expect(body.articles[0]).toMatchObject({
      id: 'j1',
      title: expect.any(String),
      author: 'Jane Doe',
      published_date: '2026-11-20 10:00:00',
      link: 'https://www.news.example/j1',
      domain_url: 'news.example',
      full_domain_url: 'news.example',
      parent_url: 'https://www.news.example/world/',
      rank: 100,
      score: 2,
    });
    expect(body.articles[0]).not.toHaveProperty('parse_date');
    expect(body.articles[0]).not.toHaveProperty('nlp');
  });
});

describe('filters, each alone', () => {
  it('not_author_name removes articles any of whose names match', async () => {
    expect(await ids(`${RECENT}&not_author_name=john%20ROE`)).toEqual(['j1', 'j5', 'j3', 'j8']);
    expect(await ids(`${RECENT}&not_author_name=Nobody,%20John%20Roe`)).toEqual(['j1', 'j5', 'j3', 'j8']);
    expect(await ids(`${RECENT}&not_author_name=jane%20doe`)).toEqual([]);
  });

  it('lang and not_lang', async () => {
    expect(await ids(`${RECENT}&lang=ES,fr`)).toEqual(['j3', 'j8']);
    expect(await ids(`${RECENT}&not_lang=en`)).toEqual(['j3', 'j8']);
  });

  it('countries and not_countries (UK reads as GB)', async () => {
    expect(await ids(`${RECENT}&countries=fr`)).toEqual(['j8']);
    expect(await ids(`${RECENT}&not_countries=US,ES`)).toEqual(['j8']);
    expect(await ids(`${RECENT}&countries=UK`)).toEqual([]);
  });

  it('sources: the domain, its subdomains, or the exact host; entries may be URLs', async () => {
    expect(await ids(`${RECENT}&sources=yahoo.com`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&sources=finance.yahoo.com`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&sources=ahoo.com`)).toEqual([]);
    expect(await ids(`${RECENT}&sources=https://www.LEMONDE.example/`)).toEqual(['j8']);
    expect(await ids(`${RECENT}&sources=yahoo.com,lemonde.example`)).toEqual(['j3', 'j8']);
    expect(await ids(`${RECENT}&sources=unknown.example`)).toEqual([]);
  });

  it('not_sources', async () => {
    expect(await ids(`${RECENT}&not_sources=news.example`)).toEqual(['j3', 'j8']);
    expect(await ids(`${RECENT}&not_sources=yahoo.com,news.example`)).toEqual(['j8']);
    expect(await ids(`${RECENT}&not_sources=unknown.example`)).toEqual(['j1', 'j5', 'j3', 'j8', 'j2']);
  });

  it('predefined_sources: the N best-ranked sources of each country', async () => {
    // news.example (rank 100) and testnews.example (rank 100) are the US sources; tiny.example is unranked.
    expect(await ids(`${RECENT}&predefined_sources=top%201%20FR`)).toEqual(['j8']);
    expect(await ids(`${RECENT}&predefined_sources=top%201%20ES,%201%20FR`)).toEqual(['j3', 'j8']);
    expect(await ids(`${RECENT}&predefined_sources=top%205%20DE`)).toEqual([]);
  });

  it('source_name: case-insensitive part of the source name, any of a list', async () => {
    expect(await ids(`${RECENT}&source_name=yahoo`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&source_name=MONDE,finance`)).toEqual(['j3', 'j8']);
    expect(await ids(`${RECENT}&source_name=nowhere`)).toEqual([]);
  });

  it('ranked_only=false keeps unranked sources; rank bounds are inclusive', async () => {
    expect(await ids(`${RECENT}&ranked_only=false`)).toEqual(['j1', 'j5', 'j3', 'j4', 'j8', 'j2']);
    expect(await ids(`${RECENT}&from_rank=50&to_rank=50`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&to_rank=50`)).toEqual(['j3', 'j8']);
    expect(await ids(`${RECENT}&from_rank=100`)).toEqual(['j1', 'j5', 'j2']);
    expect(await ids(`${RECENT}&from_rank=100&ranked_only=false`)).toEqual(['j1', 'j5', 'j4', 'j2']);
  });

  it('published_date_precision', async () => {
    expect(await ids(`${RECENT}&published_date_precision=date`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&published_date_precision=timezone%20unknown`)).toEqual(['j2']);
  });

  it('is_headline, is_opinion and is_paid_content filter both ways', async () => {
    expect(await ids(`${RECENT}&is_headline=true`)).toEqual(['j1']);
    expect(await ids(`${RECENT}&is_headline=false`)).toEqual(['j5', 'j3', 'j8', 'j2']);
    expect(await ids(`${RECENT}&is_opinion=true`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&is_opinion=false`)).toEqual(['j1', 'j5', 'j8', 'j2']);
    expect(await ids(`${RECENT}&is_paid_content=true`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&is_paid_content=false`)).toEqual(['j1', 'j5', 'j8', 'j2']);
  });

  it('parent_url, all_links and all_domain_links match whole elements, any of a list', async () => {
    expect(await ids(`${RECENT}&parent_url=https://finance.yahoo.com/markets/`)).toEqual(['j3']);
    expect(await ids(`${RECENT}&parent_url=https://finance.yahoo.com/`)).toEqual([]);
    expect(await ids(`${RECENT}&all_links=https://ref.example/a`)).toEqual(['j1']);
    expect(await ids(`${RECENT}&all_links=https://ref.example/a,https://ref.example/b`)).toEqual([
      'j1',
      'j3',
    ]);
    expect(await ids(`${RECENT}&all_links=https://ref.example`)).toEqual([]);
    expect(await ids(`${RECENT}&all_domain_links=ref.example`)).toEqual(['j1', 'j3']);
    expect(await ids(`${RECENT}&all_domain_links=other.example`)).toEqual(['j1']);
    expect(await ids(`${RECENT}&all_domain_links=example`)).toEqual([]);
  });

  it('word_count_min and word_count_max are inclusive', async () => {
    expect(await ids(`${RECENT}&word_count_min=500`)).toEqual(['j5', 'j3', 'j2']);
    expect(await ids(`${RECENT}&word_count_max=450`)).toEqual(['j1', 'j8']);
    expect(await ids(`${RECENT}&word_count_min=450&word_count_max=500`)).toEqual(['j8', 'j2']);
  });
});

describe('the date window', () => {
  it('is inclusive at both ends, on published_date', async () => {
    const exact = `${JANE}&from_=2026-11-19T09:00:00&to_=2026-11-20T10:00:00`;
    expect(await ids(exact)).toEqual(['j1', 'j5', 'j3']);
    expect(await ids(`${JANE}&from_=2026-11-19T09:00:01&to_=2026-11-20T09:59:59`)).toEqual([]);
  });

  it.each([
    ['from_=2026/11/19&to_=2026/11/19%2023:59:59', ['j3']],
    ['from_=2026-11-19&to_=2026-11-20', ['j3']],
    // now is 2026-11-21 12:00:00: "1 day ago" is 2026-11-20 12:00:00 exactly, j2's publication time.
    ['from_=1%20day%20ago', ['j2']],
    ['from_=2d', ['j1', 'j5', 'j2']],
    ['from_=48h&to_=24h', ['j1', 'j5', 'j2']],
    ['from_=yesterday', ['j1', 'j5', 'j2']],
    ['from_=3%20weeks%20ago&to_=now', ['j1', 'j5', 'j3', 'j8', 'j6', 'j2']],
    ['to_=2026-11-18', ['j8']],
  ])('reads %s', async (window, expected) => {
    expect(await ids(`${JANE}&${window}`)).toEqual(expected);
  });

  it('by_parse_date filters on parse_date and adds it to each article', async () => {
    const body = await ok(
      await get(`${JANE}&by_parse_date=true&from_=2026-11-20T08:00:00&to_=2026-11-20T10:00:00`),
    );
    expect(body.articles.map((a) => [a.id, a.parse_date])).toEqual([['j6', '2026-11-20 09:00:00']]);
  });

  it('sorts by published_date also under by_parse_date', async () => {
    // Articles without a parse_date were parsed at ingest time (2026-11-21 00:00:00), j7 included.
    const body = await ok(await get(`${JANE}&by_parse_date=true&from_=2026-11-20&sort_by=date`));
    expect(body.articles.map((a) => a.id)).toEqual(['j2', 'j1', 'j5', 'j3', 'j8', 'j6', 'j7']);
    expect(body.articles.every((a) => typeof a.parse_date === 'string')).toBe(true);
  });
});

describe('not_author_name under by_parse_date', () => {
  it('excludes by the same window column', async () => {
    const query = `${JANE}&by_parse_date=true&from_=2026-11-20&not_author_name=John%20Roe`;
    expect(await ids(query)).toEqual(['j1', 'j5', 'j3', 'j8', 'j6', 'j7']);
  });
});

describe('sort_by', () => {
  it('relevancy (default): score desc, then published_date desc, then id', async () => {
    expect(await ids(`${RECENT}&sort_by=relevancy`)).toEqual(['j1', 'j5', 'j3', 'j8', 'j2']);
    expect(await ids(RECENT)).toEqual(['j1', 'j5', 'j3', 'j8', 'j2']);
  });

  it('date: published_date desc, then id', async () => {
    expect(await ids(`${RECENT}&sort_by=date`)).toEqual(['j2', 'j1', 'j5', 'j3', 'j8']);
  });

  it('rank: rank asc, then published_date desc, then id', async () => {
    expect(await ids(`${RECENT}&sort_by=rank`)).toEqual(['j8', 'j3', 'j2', 'j1', 'j5']);
    expect(await ids(`${RECENT}&sort_by=rank&ranked_only=false`)).toEqual([
      'j8',
      'j3',
      'j2',
      'j1',
      'j5',
      'j4',
    ]);
  });

  it('pages through each order without gaps or repeats, at any page size', async () => {
    for (const sort of ['relevancy', 'date', 'rank']) {
      const whole = await ids(`${RECENT}&ranked_only=false&sort_by=${sort}`);
      expect(whole).toHaveLength(6);
      for (const size of [1, 2, 4]) {
        const paged: string[] = [];
        for (let page = 1; page <= Math.ceil(6 / size); page++) {
          paged.push(
            ...(await ids(`${RECENT}&ranked_only=false&sort_by=${sort}&page_size=${size}&page=${page}`)),
          );
        }
        expect(paged).toEqual(whole);
      }
    }
  });
});

describe('paging', () => {
  it('answers the page asked for, page_size being the articles in it', async () => {
    const body = await ok(await get(`${RECENT}&page_size=2&page=3`));
    expect(body).toMatchObject({ status: 'ok', total_hits: 5, page: 3, total_pages: 3, page_size: 1 });
    expect(body.articles.map((a) => a.id)).toEqual(['j2']);
  });

  it('answers a page past the end with ok, the usual totals and no articles', async () => {
    const body = await ok(await get(`${RECENT}&page_size=2&page=4`));
    expect(body).toMatchObject({
      status: 'ok',
      total_hits: 5,
      page: 4,
      total_pages: 3,
      page_size: 0,
      articles: [],
    });
  });
});

describe('the no-match answer', () => {
  it('is HTTP 200 with the fixed status, zero totals, no articles and the echo', async () => {
    const response = await get('author_name=Nobody%20Here&page=2&page_size=5');
    expect(response.status).toBe(200);
    const raw = (await response.json()) as Record<string, unknown>;
    const body = authorsNoMatchResponseSchema.parse(raw);
    expect(Object.keys(raw)).toEqual([
      'status',
      'total_hits',
      'page',
      'total_pages',
      'page_size',
      'articles',
      'user_input',
    ]);
    expect(body).toMatchObject({
      status: 'No Matches for your search',
      total_hits: 0,
      page: 2,
      total_pages: 0,
      page_size: 0,
      articles: [],
    });
    expect(body.user_input.author_name).toBe('"Nobody Here"');
  });

  it('is also the answer when filters leave nothing', async () => {
    const body = authorsNoMatchResponseSchema.parse(await (await get(`${RECENT}&lang=de`)).json());
    expect(body.status).toBe('No Matches for your search');
  });
});

describe('user_input', () => {
  it('has exactly the keys of docs/spec/interface.md, "Articles by author", in order; defaults resolved, unused keys null', async () => {
    const raw = (await (await get(JANE)).json()) as { user_input: Record<string, unknown> };
    expect(Object.keys(raw.user_input)).toEqual([...authorsUserInputKeys]);
    expect(raw.user_input).toEqual({
      ...Object.fromEntries(authorsUserInputKeys.map((key) => [key, null])),
      author_name: '"Jane Doe"',
      from_: '2026-11-14T12:00:00',
      to_: '2026-11-21T12:00:00',
      sort_by: 'relevancy',
      ranked_only: true,
      page: 1,
      page_size: 100,
    });
  });

  it('echoes the request as interpreted: lists as arrays, dates as ISO, codes normalised', async () => {
    const query =
      `author_name=%20Jane%20Doe%20&not_author_name=John%20Roe&sources=yahoo.com,%20https://www.news.example/` +
      `&predefined_sources=top%205%20us,%20gb&not_sources=tiny.example&lang=EN,es&not_lang=de&countries=us` +
      `&not_countries=uk&from_=2026/11/10&to_=2026-11-21T06:00:00&published_date_precision=FULL&by_parse_date=false` +
      `&sort_by=DATE&ranked_only=0&from_rank=1&to_rank=200&is_headline=true&is_paid_content=false` +
      `&parent_url=https://p.example/&all_links=https://l.example/x&all_domain_links=l.example&word_count_min=1` +
      `&word_count_max=5000&page=2&page_size=10&include_nlp_data=true&has_nlp=true&theme=tech,Sports&not_theme=crime` +
      `&ner_name=Acme&title_sentiment_min=-0.5&title_sentiment_max=0.5&content_sentiment_min=-1` +
      `&content_sentiment_max=1&iptc_tags=13000000&not_iptc_tags=15000000&iab_tags=Business&not_iab_tags=Events`;
    const raw = (await (await get(query)).json()) as { user_input: Record<string, unknown> };
    expect(raw.user_input).toEqual({
      author_name: '"Jane Doe"',
      not_author_name: ['John Roe'],
      sources: ['yahoo.com', 'news.example'],
      predefined_sources: ['top 5 US', 'top 5 GB'],
      not_sources: ['tiny.example'],
      lang: ['en', 'es'],
      not_lang: ['de'],
      countries: ['US'],
      not_countries: ['GB'],
      from_: '2026-11-10T00:00:00',
      to_: '2026-11-21T06:00:00',
      published_date_precision: 'full',
      by_parse_date: false,
      sort_by: 'date',
      ranked_only: false,
      from_rank: 1,
      to_rank: 200,
      is_headline: true,
      is_paid_content: false,
      parent_url: ['https://p.example/'],
      all_links: ['https://l.example/x'],
      all_domain_links: ['l.example'],
      word_count_min: 1,
      word_count_max: 5000,
      page: 2,
      page_size: 10,
      include_nlp_data: true,
      has_nlp: true,
      theme: ['Tech', 'Sports'],
      not_theme: ['Crime'],
      ner_name: ['Acme'],
      title_sentiment_min: -0.5,
      title_sentiment_max: 0.5,
      content_sentiment_min: -1,
      content_sentiment_max: 1,
      iptc_tags: ['13000000'],
      not_iptc_tags: ['15000000'],
      iab_tags: ['Business'],
      not_iab_tags: ['Events'],
    });
  });

  it('resolves relative dates against now', async () => {
    const raw = (await (await get(`${JANE}&from_=1%20day%20ago&to_=2h`)).json()) as {
      user_input: Record<string, unknown>;
    };
    expect(raw.user_input).toMatchObject({ from_: '2026-11-20T12:00:00', to_: '2026-11-21T10:00:00' });
  });
});

describe('combinations', () => {
  it.each([
    ['lang=en&countries=US&sort_by=date', ['j2', 'j1', 'j5']],
    ['sources=news.example&is_headline=false&word_count_min=600', ['j5']],
    ['not_sources=news.example&to_rank=60&sort_by=rank', ['j8', 'j3']],
    ['not_author_name=John%20Roe&is_opinion=false&from_rank=100&ranked_only=false', ['j1', 'j5', 'j4']],
    ['all_domain_links=ref.example&not_lang=es&published_date_precision=full', ['j1']],
    ['source_name=example&countries=US,FR&word_count_max=450&sort_by=rank', ['j8', 'j1']],
    ['predefined_sources=top%202%20US&not_countries=FR&is_paid_content=false&page_size=2&page=2', ['j2']],
  ])('%s', async (filters, expected) => {
    expect(await ids(`${RECENT}&${filters}`)).toEqual(expected);
  });
});

describe('POST', () => {
  it('gives the same answer as GET, with lists as arrays or comma-separated strings', async () => {
    const viaGet = await ok(await get(`${RECENT}&lang=es,fr&sort_by=date&page_size=1&page=2`));
    const body = {
      author_name: 'Jane Doe',
      from_: '2026-11-10',
      lang: ['es', 'fr'],
      sort_by: 'date',
      page_size: 1,
      page: 2,
    };
    const viaArray = await ok(await t.request('/api/authors', postJson(body)));
    const viaString = await ok(
      await t.request('/api/authors', postJson({ ...body, lang: 'es, fr', page_size: '1' })),
    );
    expect(viaArray).toEqual(viaGet);
    expect(viaString).toEqual(viaGet);
  });

  it('accepts typed booleans and numbers', async () => {
    const body = await ok(
      await t.request(
        '/api/authors',
        postJson({
          author_name: 'Jane Doe',
          from_: '2026-11-10',
          ranked_only: false,
          from_rank: 100,
          is_headline: false,
        }),
      ),
    );
    expect(body.articles.map((a) => a.id)).toEqual(['j5', 'j4', 'j2']);
  });
});

describe('the total_hits cap', () => {
  let big: TestApp;
  const PROLIFIC = 10_050;
  beforeAll(async () => {
    const many = Array.from({ length: PROLIFIC }, (_, i) =>
      makeArticle({
        id: `p${String(i).padStart(5, '0')}`,
        author: 'Prolific Writer',
        link: `https://www.prolific.example/${i}`,
        published_date: new Date(Date.UTC(2026, 10, 20) - i * 1000).toISOString().slice(0, 19),
        rank: i === PROLIFIC - 1 ? 1 : 100,
        content: 'Short.',
      }),
    );
    big = await createTestApp(many);
  }, 120_000);
  afterAll(() => big.close());

  const bigGet = async (query: string) => {
    const response = await big.request(
      `/api/authors?author_name=Prolific%20Writer&from_=2026-11-15&${query}`,
    );
    return ok(response);
  };

  it('caps total_hits at 10000 and counts total_pages from it', async () => {
    const body = await bigGet('page_size=1000');
    expect(body).toMatchObject({ total_hits: 10_000, total_pages: 10, page_size: 1000 });
    expect(body.articles[0]?.id).toBe('p00000');
    expect((await bigGet('page_size=300')).total_pages).toBe(34);
  });

  it('serves pages up to the cap and nothing past it', async () => {
    const last = await bigGet('page_size=300&page=34');
    expect(last).toMatchObject({ total_hits: 10_000, total_pages: 34, page_size: 100 });
    expect(last.articles[0]?.id).toBe('p09900');
    expect(last.articles.at(-1)?.id).toBe('p09999');
    const past = await bigGet('page_size=1000&page=11');
    expect(past).toMatchObject({
      status: 'ok',
      total_hits: 10_000,
      total_pages: 10,
      page_size: 0,
      articles: [],
    });
    const pastPartial = await bigGet('page_size=300&page=35');
    expect(pastPartial).toMatchObject({ status: 'ok', page_size: 0, articles: [] });
  });

  it('sorts the whole match set, beyond the counted 10000, for each order', async () => {
    // The oldest article ranks best: sort_by=rank must find it although it is the 10050th by date.
    expect((await bigGet('sort_by=rank&page_size=1')).articles[0]?.id).toBe('p10049');
    expect((await bigGet('sort_by=date&page_size=1')).articles[0]?.id).toBe('p00000');
  });

  it('counts exactly below the cap', async () => {
    expect((await bigGet('to_=2026-11-19T23:00:00')).total_hits).toBe(PROLIFIC - 3600);
  });
});

describe('plan features', () => {
  it.each([
    ['include_nlp_data=true'],
    ['has_nlp=false'],
    ['theme=Tech'],
    ['not_theme=Tech'],
    ['ORG_entity_name=Acme'],
    ['PER_entity_name=Ada'],
    ['LOC_entity_name=Paris'],
    ['MISC_entity_name=Widget'],
    ['ner_name=Acme'],
    ['title_sentiment_min=0'],
    ['title_sentiment_max=0'],
    ['content_sentiment_min=0'],
    ['content_sentiment_max=0'],
    ['clustering_enabled=true'],
    ['clustering_threshold=0.5'],
    ['clustering_variable=title'],
  ])('%s on the basic plan → 403 naming the parameter and v3_nlp', async (param) => {
    const body = await error(await get(`${JANE}&${param}`, KEYS.basic), 403, 'PLAN_FEATURE_UNAVAILABLE');
    expect(body.message).toContain(param.split('=')[0]!);
    expect(body.message).toContain('v3_basic');
    expect(body.message).toContain('v3_nlp plan');
  });

  it.each([
    ['iptc_tags=13000000'],
    ['not_iptc_tags=13000000'],
    ['iab_tags=Business'],
    ['not_iab_tags=Business'],
  ])('%s on the NLP plan → 403 naming v3_nlp_iptc_tags', async (param) => {
    const body = await error(await get(`${JANE}&${param}`, KEYS.nlp), 403, 'PLAN_FEATURE_UNAVAILABLE');
    expect(body.message).toContain(param.split('=')[0]!);
    expect(body.message).toContain('v3_nlp_iptc_tags');
  });

  it('switches turned off ask for nothing', async () => {
    await ok(await get(`${RECENT}&include_nlp_data=false&clustering_enabled=false`, KEYS.basic));
  });

  it('include_nlp_data shows the NLP layer the plan allows', async () => {
    const hidden = await ok(await get(`${RECENT}&sources=news.example&is_headline=true`, KEYS.nlp));
    expect(hidden.articles[0]).not.toHaveProperty('nlp');
    const nlp = await ok(
      await get(`${RECENT}&sources=news.example&is_headline=true&include_nlp_data=true`, KEYS.nlp),
    );
    expect(nlp.articles[0]?.nlp).toMatchObject({
      theme: 'Tech, Business',
      sentiment: { title: 0.6, content: -0.2 },
    });
    expect(nlp.articles[0]?.nlp).not.toHaveProperty('iptc_tags_id');
    const full = await ok(
      await get(`${RECENT}&sources=news.example&is_headline=true&include_nlp_data=true`, KEYS.full),
    );
    expect(full.articles[0]?.nlp).toMatchObject({ iptc_tags_id: ['13000000'] });
  });

  it('has_nlp keeps articles with (or, false, without) an NLP layer', async () => {
    expect(await ids(`${RECENT}&has_nlp=true`, KEYS.nlp)).toEqual(['j1', 'j2']);
    expect(await ids(`${RECENT}&has_nlp=false`, KEYS.nlp)).toEqual(['j5', 'j3', 'j8']);
  });

  it('NLP filters select on the stored NLP layer', async () => {
    expect(await ids(`${RECENT}&theme=business`, KEYS.nlp)).toEqual(['j1']);
    expect(await ids(`${RECENT}&theme=Sports,Tech`, KEYS.nlp)).toEqual(['j1', 'j2']);
    expect(await ids(`${RECENT}&not_theme=Tech`, KEYS.nlp)).toEqual(['j5', 'j3', 'j8', 'j2']);
    expect(await ids(`${RECENT}&ORG_entity_name=acme%20corp`, KEYS.nlp)).toEqual(['j1']);
    expect(await ids(`${RECENT}&PER_entity_name=Acme%20Corp`, KEYS.nlp)).toEqual([]);
    expect(await ids(`${RECENT}&ner_name=PARIS,FC%20Example`, KEYS.nlp)).toEqual(['j1', 'j2']);
    expect(await ids(`${RECENT}&title_sentiment_min=0`, KEYS.nlp)).toEqual(['j1']);
    expect(await ids(`${RECENT}&content_sentiment_min=0&content_sentiment_max=0.4`, KEYS.nlp)).toEqual([
      'j2',
    ]);
    expect(await ids(`${RECENT}&iptc_tags=15000000`, KEYS.full)).toEqual(['j2']);
    expect(await ids(`${RECENT}&not_iptc_tags=15000000`, KEYS.full)).toEqual(['j1', 'j5', 'j3', 'j8']);
    // No article carries IAB tags in this store.
    expect(await ids(`${RECENT}&iab_tags=Business`, KEYS.full)).toEqual([]);
    expect(await ids(`${RECENT}&not_iab_tags=Business`, KEYS.full)).toEqual(['j1', 'j5', 'j3', 'j8', 'j2']);
  });
});

describe('errors', () => {
  it('needs author_name', async () => {
    const body = await error(await get('lang=en'), 422, 'MISSING_PARAMETER');
    expect(body.message).toContain('author_name');
    await error(await get('author_name=%20%20'), 422, 'MISSING_PARAMETER');
    await error(await t.request('/api/authors', postJson({ lang: 'en' })), 422, 'MISSING_PARAMETER');
  });

  it.each([
    ['lang=xx', 'lang'],
    ['not_lang=english', 'not_lang'],
    ['countries=ZZ', 'countries'],
    ['not_countries=USA', 'not_countries'],
    ['published_date_precision=exact', 'published_date_precision'],
    ['sort_by=popularity', 'sort_by'],
    ['ranked_only=maybe', 'ranked_only'],
    ['by_parse_date=yes', 'by_parse_date'],
    ['is_headline=maybe', 'is_headline'],
    ['is_opinion=2', 'is_opinion'],
    ['is_paid_content=no', 'is_paid_content'],
    ['from_rank=-1', 'from_rank'],
    ['to_rank=1000000', 'to_rank'],
    ['from_rank=10&to_rank=5', 'from_rank'],
    ['word_count_min=-1', 'word_count_min'],
    ['word_count_max=many', 'word_count_max'],
    ['word_count_min=10&word_count_max=5', 'word_count_min'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=1001', 'page_size'],
    ['predefined_sources=best%2010%20US', 'predefined_sources'],
    ['predefined_sources=top%2010%20XX', 'predefined_sources'],
    ['from_=someday', 'from_'],
    ['to_=2026-02-30', 'to_'],
    ['from_=2026-11-20&to_=2026-11-19', 'from_'],
    ['theme=Gardening', 'theme'],
    ['title_sentiment_min=-2', 'title_sentiment_min'],
    ['content_sentiment_max=1.5', 'content_sentiment_max'],
    ['clustering_threshold=2', 'clustering_threshold'],
    ['clustering_variable=body', 'clustering_variable'],
  ])('%s → 422 naming %s', async (query, param) => {
    const body = await error(await get(`${JANE}&${query}`), 422, 'VALIDATION_ERROR');
    expect(body.message).toContain(param);
  });

  it('shows the expected format for a malformed predefined_sources', async () => {
    const body = await error(await get(`${JANE}&predefined_sources=top%20US`), 422, 'VALIDATION_ERROR');
    expect(body.message).toContain('top <N> <CC>');
  });

  it('refuses a from_ further back than the plan keeps with 403 HISTORICAL_LIMIT', async () => {
    const body = await error(await get(`${JANE}&from_=2026-10-01`, KEYS.basic), 403, 'HISTORICAL_LIMIT');
    expect(body.message).toContain('from_');
    expect(body.message).toContain('v3_basic');
    expect(await ids(`${JANE}&from_=2026-10-01`, KEYS.nlp)).toEqual([
      'j1',
      'j5',
      'j3',
      'j8',
      'j6',
      'j7',
      'j2',
    ]);
  });

  it.each([
    ['an empty body', ''],
    ['invalid JSON', '{"author_name": '],
    ['a JSON array', '["Jane Doe"]'],
  ])('answers 400 INVALID_JSON to %s', async (_name, body) => {
    await error(await t.request('/api/authors', postJson(body)), 400, 'INVALID_JSON');
  });

  it('refuses author_name of the wrong type in POST', async () => {
    const body = await error(
      await t.request('/api/authors', postJson({ author_name: 5 })),
      422,
      'VALIDATION_ERROR',
    );
    expect(body.message).toContain('author_name');
  });

  it('needs the key', async () => {
    await error(await t.request(`/api/authors?${JANE}`, { key: null }), 401, 'MISSING_API_KEY');
    await error(await t.request(`/api/authors?${JANE}`, { key: 'nope' }), 401, 'INVALID_API_KEY');
  });

  it('answers 405 to other methods', async () => {
    const response = await t.request(`/api/authors?${JANE}`, { method: 'DELETE', key: KEYS.full });
    await error(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});
