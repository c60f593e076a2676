// Articles as answers show them, assembled inside SQLite as UTF-8 bytes: each article's stored JSON (`doc`)
// is copied as it is — never decoded into a JavaScript string and encoded again — and closed with what the
// answer adds (score, parse_date, highlight, the NLP layer as the plan shows it). A page of articles comes
// back as one buffer: handing 1000 stored articles to JavaScript one buffer each cost more than reading them,
// and the churn of those buffers drove the garbage collections behind the 1000-article pages' tail latency.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db';
import { embeddingJson, type NlpVisibility } from '../store/nlp-codec';
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
  /** The JSON array `[a,b,…]` of the articles, in the order given, in pieces to be joined. */
  array(articles: readonly PageArticle[], options: ArticleJsonOptions): Buffer[];
  /** Each article's JSON, in the order given. */
  each(articles: readonly PageArticle[], options: ArticleJsonOptions): Buffer[];
}

/** The stored NLP layer as the plan shows it, as a SQL expression (NULL when the article has none). */
const NLP_SQL: Record<NlpVisibility, string | null> = {
  none: null,
  nlp: 'a.nlp_doc',
  // The IPTC members and the embedding go inside the NLP object, before its closing brace.
  full: `CASE WHEN a.nlp_iptc_doc IS NULL AND a.embedding IS NULL THEN a.nlp_doc
    ELSE substr(a.nlp_doc, 1, length(a.nlp_doc) - 1) || coalesce(',' || a.nlp_iptc_doc, '')
      || coalesce(',"embeddings":' || newsdeck_embedding_json(a.embedding), '') || '}' END`,
};

/** An article's answer JSON as a SQL expression over `a` (articles) and `j` (the page's `[rowid, score]`). */
function articleSql({ parseDate, highlight, nlp }: ArticleJsonOptions): string {
  let extra = `',"score":' || (j.value ->> 1)`;
  if (parseDate)
    extra += ` || ',"parse_date":"' || strftime('%Y-%m-%d %H:%M:%S', a.parse_at, 'unixepoch') || '"'`;
  if (highlight) extra += ` || ',"highlight":null'`;
  if (NLP_SQL[nlp] !== null) extra += ` || coalesce(',"nlp":' || ${NLP_SQL[nlp]}, '')`;
  // The stored object without its closing brace (bytes, not characters), then the small members joined
  // first, so that the article itself is copied once.
  return `substr(CAST(a.doc AS BLOB), 1, length(CAST(a.doc AS BLOB)) - 1) || (${extra} || '}')`;
}

// The page drives the join (CROSS JOIN keeps json_each as the outer loop), so rows come in the page's order.
const PAGE_JOIN = 'FROM json_each(?) j CROSS JOIN articles a ON a.rowid = j.value ->> 0';

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

export function createArticleJson(db: Db): ArticleJson {
  db.function('newsdeck_embedding_json', { deterministic: true }, (blob) =>
    blob instanceof Buffer ? embeddingJson(blob) : null,
  );
  // One statement per shape of answer, prepared on first use.
  const statements = new Map<string, Statement>();
  const statement = (kind: 'array' | 'each', options: ArticleJsonOptions): Statement => {
    const key = `${kind} ${options.parseDate} ${options.highlight} ${options.nlp}`;
    let prepared = statements.get(key);
    if (!prepared) {
      // group_concat keeps the order rows are visited in (an ORDER BY inside it would sort megabytes).
      prepared =
        kind === 'array'
          ? db.prepare(`SELECT CAST(group_concat(${articleSql(options)}, ',') AS BLOB) ${PAGE_JOIN}`).pluck()
          : db.prepare(`SELECT j.key, CAST(${articleSql(options)} AS BLOB) ${PAGE_JOIN}`).raw();
      statements.set(key, prepared);
    }
    return prepared;
  };
  const page = (articles: readonly PageArticle[]) =>
    JSON.stringify(articles.map(({ rowid, score }) => [rowid, score]));

  return {
    array(articles, options) {
      if (articles.length === 0) return [Buffer.from('[]')];
      return [OPEN, statement('array', options).get(page(articles)) as Buffer, CLOSE];
    },
    each(articles, options) {
      const json = new Array<Buffer>(articles.length);
      for (const [position, article] of statement('each', options).all(page(articles)) as [number, Buffer][])
        json[position] = article;
      return json;
    },
  };
}
