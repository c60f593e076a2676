// Articles as answers show them, assembled inside SQLite as UTF-8 bytes: each article's stored JSON (`doc`;
// when stored deflated, the page's docs are first inflated together in one zlib call, article-doc-codec.ts)
// is copied as it is — never decoded into a
// JavaScript string and encoded again — and closed with what the answer adds (score, parse_date, highlight,
// the NLP layer as the plan shows it). A page of articles comes back as one buffer: handing 1000 stored
// articles to JavaScript one buffer each cost more than reading them, and the churn of those buffers drove
// the garbage collections behind the 1000-article pages' tail latency.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db';
import { embeddingJson, type NlpVisibility } from '../store/nlp-codec';
import { withArticleDocBatch } from '../store/article-doc-codec';
import type { Plan } from './plans';

/** An article of a page: its rowid and its score (an integer, as the answer writes it). */
export interface PageArticle {
  rowid: number;
  score: number;
}

export interface ArticleJsonOptions {
  parseDate: boolean;
  highlight: boolean;
  nlp: NlpVisibility;
}

/** What of the NLP layer a plan shows. */
export function nlpVisibility(plan: Plan): NlpVisibility {
  if (!plan.nlp) return 'none';
  return plan.iptc || plan.embeddings ? 'full' : 'nlp';
}

export interface ArticleJson {
  /**
   * `before`, the JSON array `[a,b,…]` of the articles in the order given, then `after`: a whole answer in
   * one buffer (for 1000 articles, one 4 MB allocation per answer rather than several).
   */
  framed(
    before: string,
    articles: readonly PageArticle[],
    options: ArticleJsonOptions,
    after: string,
  ): Buffer;
  /** Each article's JSON, in the order given. */
  each(articles: readonly PageArticle[], options: ArticleJsonOptions): Buffer[];
}

/** The IPTC members of an article with no IPTC tags (nlp-codec stores no IPTC members then). */
const EMPTY_IPTC_MEMBERS = '"iptc_tags_name":[],"iptc_tags_id":[]';

/** The stored NLP layer as the plan shows it, as a SQL expression (NULL when the article has none). */
const NLP_SQL: Record<NlpVisibility, string | null> = {
  none: null,
  nlp: 'a.nlp_doc',
  // The IPTC members and the embedding go inside the NLP object, before its closing brace. The IPTC plan's
  // layer always has them (decisions.md, "NLP object"): an article without tags or embedding shows them empty.
  full: `substr(a.nlp_doc, 1, length(a.nlp_doc) - 1)
    || ',' || coalesce(a.nlp_iptc_doc, '${EMPTY_IPTC_MEMBERS}')
    || ',"embeddings":' || coalesce(newsdeck_embedding_json(a.embedding), '[]') || '}'`,
};

/** An article's answer JSON as a SQL expression over `a` (articles) and `j` (the page's `[rowid, score]`). */
function articleSql({ parseDate, highlight, nlp }: ArticleJsonOptions): string {
  let extra = `',"score":' || (j.value ->> 1)`;
  if (parseDate)
    extra += ` || ',"parse_date":"' || strftime('%Y-%m-%d %H:%M:%S', a.parse_at, 'unixepoch') || '"'`;
  if (highlight) extra += ` || ',"highlight":null'`;
  if (NLP_SQL[nlp] !== null) extra += ` || coalesce(',"nlp":' || ${NLP_SQL[nlp]}, '')`;
  // The stored object without its closing brace (bytes, not characters), then the small members joined
  // first, so that the article itself is copied once. A doc stored as text (stores before version 10) is
  // copied by SQLite itself; a deflated one comes from the page's batch, inflated before the statement runs
  // (PAGE_DOCS, withArticleDocBatch), by its position in the page.
  const open = `CASE WHEN typeof(a.doc) = 'text'
    THEN substr(CAST(a.doc AS BLOB), 1, length(CAST(a.doc AS BLOB)) - 1)
    ELSE newsdeck_batch_doc_open(j.key) END`;
  return `${open} || (${extra} || '}')`;
}

// The page drives the join (CROSS JOIN keeps json_each as the outer loop), so rows come in the page's order.
const PAGE_JOIN = 'FROM json_each(@page) j CROSS JOIN articles a ON a.rowid = j.value ->> 0';
/** The page's deflated docs by position (docs stored as text are left to SQLite). */
const PAGE_DOCS = `SELECT j.key, a.doc ${PAGE_JOIN} WHERE typeof(a.doc) = 'blob'`;

export function createArticleJson(db: Db): ArticleJson {
  db.function('newsdeck_embedding_json', { deterministic: true }, (blob) =>
    blob instanceof Buffer ? embeddingJson(blob) : null,
  );
  // One statement per shape of answer, prepared on first use.
  const statements = new Map<string, Statement>();
  const statement = (kind: 'framed' | 'each', options: ArticleJsonOptions): Statement => {
    const key = `${kind} ${options.parseDate} ${options.highlight} ${options.nlp}`;
    let prepared = statements.get(key);
    if (!prepared) {
      // group_concat keeps the order rows are visited in (an ORDER BY inside it would sort megabytes);
      // concat() writes the answer in one piece (a chain of || would copy the articles at every step).
      prepared =
        kind === 'framed'
          ? db
              .prepare(
                `SELECT CAST(concat(@before, '[', group_concat(${articleSql(options)}, ','), ']', @after) AS BLOB)
                 ${PAGE_JOIN}`,
              )
              .pluck()
          : db.prepare(`SELECT j.key, CAST(${articleSql(options)} AS BLOB) ${PAGE_JOIN}`).raw();
      statements.set(key, prepared);
    }
    return prepared;
  };
  const page = (articles: readonly PageArticle[]) =>
    JSON.stringify(articles.map(({ rowid, score }) => [rowid, score]));
  const pageDocs = db.prepare<{ page: string }, [number, Buffer]>(PAGE_DOCS).raw();
  /** Runs `run` with the page's deflated docs inflated in one batch, by position. */
  const withPageDocs = <T>(pageJson: string, count: number, run: () => T): T => {
    const stored = new Array<Buffer | null>(count).fill(null);
    for (const [position, doc] of pageDocs.all({ page: pageJson })) stored[position] = doc;
    return withArticleDocBatch(db, stored, run);
  };

  return {
    framed(before, articles, options, after) {
      const pageJson = page(articles);
      return withPageDocs(
        pageJson,
        articles.length,
        () => statement('framed', options).get({ before, page: pageJson, after }) as Buffer,
      );
    },
    each(articles, options) {
      const json = new Array<Buffer>(articles.length);
      const pageJson = page(articles);
      const rows = withPageDocs(
        pageJson,
        articles.length,
        () => statement('each', options).all({ page: pageJson }) as [number, Buffer][],
      );
      for (const [position, article] of rows) json[position] = article;
      return json;
    },
  };
}
