// Stored values exactly as ingested (decisions.md, "Fine points"): articles with blanks, empty strings and odd
// Unicode in every string field go through the real ingest pipeline, and every operation that answers with
// articles gives each value back byte for byte, while filters still match on the normalised forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsSearchResponseSchema } from '../../src/contract';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { ingest } from '../../src/server/ingest/pipeline';
import { sourceLines } from '../helpers/fixtures';
import { createTestApp, postJson, KEYS, type TestApp } from '../helpers/test-app';
import { emptyAuthorArticle, oddArticle, oddBreachArticle, oddNlp, plainNlp } from '../fixtures/odd-strings';

type Json = Record<string, unknown>;
type Input = Readonly<Record<string, unknown>>;

/** The article fields of an input as answers must show them: all but `nlp`, which plans show apart. */
const articleFields = (input: Input): [string, unknown][] =>
  Object.entries(input).filter(([name]) => name !== 'nlp');

/** Every field of `input` is in `answer` with exactly its value (strings compared code unit by code unit). */
function expectAsIngested(answer: Json | undefined, input: Input) {
  expect(answer, `no answer article for ${String(input.id)}`).toBeDefined();
  for (const [name, value] of articleFields(input)) {
    expect(answer![name], `${String(input.id)}.${name}`).toEqual(value);
  }
}

const WINDOW = 'from_=2026-09-01&to_=2026-11-21';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp([]);
  // Through the pipeline with the breach stage, as the ingest CLI runs it (the articles bring their NLP layer).
  const stats = await ingest(t.db, sourceLines([oddArticle, emptyAuthorArticle, oddBreachArticle]), {
    stages: createBreachStage(t.db),
    now: Date.UTC(2026, 10, 21) / 1000,
  });
  expect(stats.errors).toEqual([]);
  // Every article was stored: a refusal would hide behind "not found" below.
  expect(t.db.prepare('SELECT count(*) FROM articles').pluck().get()).toBe(3);
}, 60_000);
afterAll(() => t.close());

async function json(response: Response): Promise<Json> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Json;
}
const articlesOf = (body: Json) => body.articles as Json[];
const byId = (body: Json, id: unknown) => articlesOf(body).find((article) => article.id === id);

describe('search_by_link', () => {
  it('GET by ids answers every value as ingested, an empty author and derived authors included', async () => {
    const body = await json(await t.request('/api/search_by_link?ids=odd-1,odd-2,odd-breach'));
    expect(body.total_hits).toBe(3);
    expectAsIngested(byId(body, 'odd-1'), oddArticle);
    expectAsIngested(byId(body, 'odd-2'), emptyAuthorArticle);
    expectAsIngested(byId(body, 'odd-breach'), oddBreachArticle);
    // `authors` is derived only when missing; an empty author gives none, and stays "".
    expect(byId(body, 'odd-2')).toMatchObject({ author: '', authors: [] });
  });

  it('POST by links finds links stored with blanks around them, and answers them as stored', async () => {
    const body = await json(
      await t.request(
        '/api/search_by_link',
        postJson({ links: ['https://odd.example/a/1', 'https://odd.example/breach'] }),
      ),
    );
    expect(body.total_hits).toBe(2);
    expectAsIngested(byId(body, 'odd-1'), oddArticle);
    expectAsIngested(byId(body, 'odd-breach'), oddBreachArticle);
  });

  it('shows the NLP layer as ingested, with empty IPTC members and embeddings on the IPTC plan', async () => {
    const full = await json(await t.request('/api/search_by_link?ids=odd-1,odd-2'));
    expect(byId(full, 'odd-1')!.nlp).toEqual(oddNlp);
    expect(byId(full, 'odd-2')!.nlp).toEqual({
      ...plainNlp,
      iptc_tags_name: [],
      iptc_tags_id: [],
      embeddings: [],
    });
    const nlp = await json(await t.request('/api/search_by_link?ids=odd-2', { key: KEYS.nlp }));
    expect(byId(nlp, 'odd-2')!.nlp).toEqual(plainNlp);
  });
});

describe('authors', () => {
  it('GET finds "  Ann  Lee " by author_name=ann lee and answers the articles as ingested', async () => {
    const body = await json(await t.request(`/api/authors?author_name=ann%20lee&${WINDOW}`));
    expect(articlesOf(body).map((article) => article.id)).toEqual(['odd-1', 'odd-breach']);
    expectAsIngested(byId(body, 'odd-1'), oddArticle);
    expectAsIngested(byId(body, 'odd-breach'), oddBreachArticle);
  });

  it('POST matches full-width letters and a no-break space by their NFKC form, with the NLP layer', async () => {
    const body = await json(
      await t.request(
        '/api/authors',
        postJson({ author_name: '  BOB   smith', from_: '2026-09-01', include_nlp_data: true }),
      ),
    );
    // Only in `authors`: score 1 each, newest first.
    expect(articlesOf(body).map((article) => [article.id, article.score])).toEqual([
      ['odd-1', 1],
      ['odd-breach', 1],
    ]);
    expectAsIngested(byId(body, 'odd-1'), oddArticle);
    expectAsIngested(byId(body, 'odd-breach'), oddBreachArticle);
    expect(byId(body, 'odd-1')!.nlp).toEqual(oddNlp);
  });

  it('filters on the trimmed, case-folded forms of codes, domains, links and parent URLs', async () => {
    const ids = async (filters: string) =>
      articlesOf(await json(await t.request(`/api/authors?author_name=ann%20lee&${WINDOW}&${filters}`))).map(
        (article) => article.id,
      );
    expect(await ids('lang=en&countries=US')).toEqual(['odd-1']);
    expect(await ids('countries=gb')).toEqual(['odd-breach']);
    expect(await ids('sources=odd.example')).toEqual(['odd-1', 'odd-breach']);
    expect(await ids('sources=ODD.EXAMPLE')).toEqual(['odd-1', 'odd-breach']);
    expect(await ids('parent_url=https://odd.example/a/')).toEqual(['odd-1']);
    expect(await ids('all_links=https://x.example/1')).toEqual(['odd-1']);
    expect(await ids('all_domain_links=x.example')).toEqual(['odd-1']);
    expect(await ids('all_domain_links=odd.example')).toEqual(['odd-breach']);
  });

  it('matches no article by an empty name', async () => {
    const response = await t.request(`/api/authors?author_name=%20&${WINDOW}`);
    expect(response.status).toBe(422);
  });
});

describe('sources', () => {
  it('lists the source under its folded domain with the name as ingested, found by a substring of it', async () => {
    const body = await json(await t.request('/api/sources?source_name=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'));
    const sources = body.sources as Json[];
    expect(sources.map((source) => source.domain_url)).toEqual(['odd.example']);
    // The last article written for a source names it.
    expect(sources[0]!.name_source).toBe(oddBreachArticle.name_source);
  });
});

describe('events_search', () => {
  it('attaches the breach article with every asked-for value as ingested', async () => {
    const fields = [
      'description',
      'content',
      'published_date',
      'published_date_precision',
      'author',
      'authors',
      'journalists',
      'domain_url',
      'full_domain_url',
      'name_source',
      'extraction_data.parent_url',
      'rights',
      'rank',
      'language',
      'twitter_account',
      'all_links',
      'all_domain_links',
      'nlp.summary',
    ];
    const response = await t.request(
      '/api/events_search',
      postJson({ event_type: 'data_breach', attach_articles_data: true, additional_article_fields: fields }),
    );
    const body = eventsSearchResponseSchema.parse(await json(response));
    const attached = body.events
      .flatMap((event) => (event as Json).articles as Json[])
      .find((article) => article.id === 'odd-breach');
    expect(attached, JSON.stringify(body)).toBeDefined();
    const { extraction_data: extraction, nlp, ...top } = attached!;
    // Every member asked for (and the four always there) that the article was given, exactly as given.
    const shown = new Set(['id', 'title', 'link', 'media', ...fields]);
    const given = articleFields(oddBreachArticle).filter(([name]) => shown.has(name));
    expect(given.length).toBeGreaterThan(15);
    for (const [name, value] of given) expect(top[name], name).toEqual(value);
    expect(extraction).toEqual({ parent_url: oddBreachArticle.parent_url });
    expect(nlp).toEqual({ summary: oddBreachArticle.nlp.summary });
  });
});
