import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../ingest/pipeline';
import { openStore, type Db } from '../store/db';
import { formatUtc } from '../time';
import { makeArticle, sourceLines, tempDir } from '../../../test/helpers/fixtures';
import {
  createArticleJson,
  type ArticleJson,
  type ArticleJsonOptions,
  type PageArticle,
} from './article-json';

type Json = Record<string, unknown>;

const NLP_PLAIN = { theme: 'Tech', summary: 'Sommaire ✓', sentiment: { title: 0.5, content: -0.25 } };
const NLP_FULL = {
  ...NLP_PLAIN,
  iptc_tags_name: ['science and technology'],
  iptc_tags_id: ['13000000'],
  embeddings: [0.5, 0.25],
};
/** Which of the three the article with this title was given. */
const kindOf = (article: Json) => Number(/\d+/.exec(String(article.title))![0]) % 3;

describe('createArticleJson', () => {
  let dataDir: string;
  let db: Db;
  let articleJson: ArticleJson;
  let page: PageArticle[];

  beforeAll(async () => {
    dataDir = tempDir();
    db = openStore(dataDir);
    // Multi-byte text, so that trimming the stored object's closing brace is checked on bytes.
    // An NLP layer with IPTC tags and embeddings, one without, and none, in turn.
    const articles = Array.from({ length: 300 }, (_, i) =>
      makeArticle({
        title: `Überblick ${i}: café, naïve — 東京 🙂`,
        content: `Körper ${i} ✓`,
        nlp: [NLP_FULL, NLP_PLAIN, undefined][i % 3],
      }),
    );
    await ingest(db, sourceLines(articles), { now: Date.UTC(2026, 10, 21) / 1000 });
    articleJson = createArticleJson(db);
    // Every article, in an order unrelated to the store's (a fixed shuffle), with both scores.
    const rowids = db.prepare('SELECT rowid FROM articles').pluck().all() as number[];
    page = rowids
      .map((rowid, i) => ({ rowid, score: (i % 2) + 1, order: (i * 7919) % rowids.length }))
      .sort((a, b) => a.order - b.order)
      .map(({ rowid, score }) => ({ rowid, score }));
  });
  afterAll(() => {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const stored = (rowid: number) =>
    db
      .prepare('SELECT newsdeck_article_doc(doc) AS doc, parse_at FROM articles WHERE rowid = ?')
      .get(rowid) as {
      doc: string;
      parse_at: number;
    };
  /** The page's JSON array alone, parsed. */
  const parseArray = (articles: readonly PageArticle[], options: ArticleJsonOptions) =>
    JSON.parse(articleJson.framed('', articles, options, '').toString('utf8')) as Json[];

  it('writes the page in the order given, each stored article closed with its score', () => {
    const articles = parseArray(page, { parseDate: false, highlight: false, nlp: 'none' });
    expect(articles).toHaveLength(page.length);
    articles.forEach((article, i) => {
      expect(article).toEqual({ ...(JSON.parse(stored(page[i]!.rowid).doc) as Json), score: page[i]!.score });
    });
  });

  it('adds parse_date and highlight when asked', () => {
    const [article] = parseArray(page.slice(0, 1), { parseDate: true, highlight: true, nlp: 'none' });
    expect(article!.parse_date).toBe(formatUtc(stored(page[0]!.rowid).parse_at));
    expect(article).toHaveProperty('highlight', null);
  });

  it('shows the NLP layer as the plan sees it', () => {
    const show = (nlp: 'none' | 'nlp' | 'full') =>
      parseArray(page.slice(0, 6), { parseDate: false, highlight: false, nlp });
    expect(show('none').every((article) => !('nlp' in article))).toBe(true);
    expect(new Set(show('full').map(kindOf))).toEqual(new Set([0, 1, 2]));
    // What each kind of article shows (by kindOf): the NLP plan never sees IPTC tags or embeddings; the IPTC
    // plan always does, empty for an article that has none.
    const NLP_EMPTY_IPTC = { ...NLP_PLAIN, iptc_tags_name: [], iptc_tags_id: [], embeddings: [] };
    const shown = {
      nlp: [NLP_PLAIN, NLP_PLAIN, undefined],
      full: [NLP_FULL, NLP_EMPTY_IPTC, undefined],
    } as const;
    for (const visibility of ['nlp', 'full'] as const) {
      for (const article of show(visibility)) {
        const expected = shown[visibility][kindOf(article)];
        expect(article.nlp).toEqual(
          expected && { ...expected, ner_PER: [], ner_ORG: [], ner_MISC: [], ner_LOC: [] },
        );
      }
    }
  });

  it('frames the array with what the answer puts before and after it', () => {
    const options = { parseDate: false, highlight: false, nlp: 'nlp' } as const;
    const answer = articleJson.framed('{"status":"ok","articles":', page.slice(0, 3), options, ',"page":1}');
    expect(JSON.parse(answer.toString('utf8'))).toEqual({
      status: 'ok',
      articles: parseArray(page.slice(0, 3), options),
      page: 1,
    });
  });

  it('gives each article alone exactly as the array writes it', () => {
    const options = { parseDate: true, highlight: false, nlp: 'full' } as const;
    const each = articleJson.each(page, options);
    // Compared as text: a deep equality over 100 kB of bytes takes a second.
    expect(`[${each.join(',')}]`).toBe(articleJson.framed('', page, options, '').toString('utf8'));
  });

  it('writes an empty page as an empty array', () => {
    expect(parseArray([], { parseDate: false, highlight: false, nlp: 'full' })).toEqual([]);
    expect(articleJson.each([], { parseDate: false, highlight: false, nlp: 'full' })).toEqual([]);
  });

  it('answers a whole page at once, each article as the same page of one article writes it', () => {
    const options = { parseDate: true, highlight: true, nlp: 'full' } as const;
    const answer = articleJson.framed('', page, options, '');
    // Synchronous: a GET's path holds no promise (README, "Why Hono").
    expect(answer).toBeInstanceOf(Buffer);
    const alone = page.map((article) =>
      articleJson.framed('', [article], options, '').toString('utf8').slice(1, -1),
    );
    expect(answer.toString('utf8')).toBe(`[${alone.join(',')}]`);
  });

  it('reads docs stored as text beside compressed ones, and leaves out an article that is gone', () => {
    const options = { parseDate: false, highlight: false, nlp: 'nlp' } as const;
    const some = page.slice(0, 4);
    const before = parseArray(some, options);
    // One doc back in the form stores before version 10 hold it, one article gone since the page was chosen.
    db.prepare('UPDATE articles SET doc = newsdeck_article_doc(doc) WHERE rowid = ?').run(some[1]!.rowid);
    expect(db.prepare('SELECT typeof(doc) FROM articles WHERE rowid = ?').pluck().get(some[1]!.rowid)).toBe(
      'text',
    );
    const gone = { rowid: 1e9, score: 1 };
    expect(parseArray([...some.slice(0, 2), gone, ...some.slice(2)], options)).toEqual(before);
    const each = articleJson.each([some[0]!, gone, some[1]!], options);
    expect(each[1]).toBeUndefined();
    expect([each[0], each[2]].map((json) => JSON.parse(String(json)) as Json)).toEqual(before.slice(0, 2));
  });
});
