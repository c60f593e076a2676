// Versioned schema migrations. Append new entries; never edit one that has shipped.
//
// Articles keep their filterable fields as columns (dates as epoch seconds UTC) and the article itself as
// JSON text (`doc`, without nlp/score/parse_date/highlight) so that answers are assembled from stored
// fragments instead of rebuilt per request (design.md, performance notes). The NLP layer is split the way
// plans split it: `nlp_doc` (theme, summary, sentiment, ner) for every NLP plan, `nlp_iptc_doc`
// (IPTC tags as JSON members) for the IPTC plan, `embedding` (Float32 blob) for the IPTC plan and clustering.
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'articles, authors, sources, events',
    sql: `
      CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE articles (
        rowid INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        link TEXT NOT NULL,
        published_at INTEGER NOT NULL,
        parse_at INTEGER NOT NULL,
        published_date_precision TEXT,
        domain_url TEXT NOT NULL,
        full_domain_url TEXT NOT NULL,
        name_source TEXT,
        country TEXT,
        language TEXT,
        rank INTEGER NOT NULL,
        is_headline INTEGER,
        is_opinion INTEGER,
        paid_content INTEGER,
        word_count INTEGER,
        parent_url TEXT NOT NULL,
        doc TEXT NOT NULL,
        nlp_doc TEXT,
        nlp_iptc_doc TEXT,
        embedding BLOB
      );
      CREATE INDEX articles_link ON articles(link);
      CREATE INDEX articles_domain_published ON articles(domain_url, published_at);

      -- One row per distinct normalised name per article. score 2: the name is the article's author;
      -- 1: it is only in authors. published_at and rank are copied here so author queries run on this index alone.
      CREATE TABLE article_authors (
        name_key TEXT NOT NULL,
        article_rowid INTEGER NOT NULL,
        score INTEGER NOT NULL,
        published_at INTEGER NOT NULL,
        PRIMARY KEY (name_key, article_rowid)
      ) WITHOUT ROWID;
      CREATE INDEX article_authors_by_article ON article_authors(article_rowid);
      CREATE INDEX article_authors_name_date ON article_authors(name_key, published_at);

      -- A source is a distinct domain_url; kept current by ingest.
      CREATE TABLE sources (
        domain_url TEXT PRIMARY KEY,
        name_source TEXT,
        logo TEXT,
        rank INTEGER NOT NULL,
        country TEXT
      ) WITHOUT ROWID;
      CREATE INDEX sources_rank ON sources(rank, domain_url);
      CREATE TABLE source_languages (
        domain_url TEXT NOT NULL,
        language TEXT NOT NULL,
        PRIMARY KEY (domain_url, language)
      ) WITHOUT ROWID;
      CREATE INDEX source_languages_language ON source_languages(language, domain_url);

      -- What event extraction found in one article; events are merged from these.
      CREATE TABLE breach_mentions (
        article_id TEXT PRIMARY KEY,
        company_key TEXT,
        published_at INTEGER NOT NULL,
        mention TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX breach_mentions_company ON breach_mentions(company_key, published_at);

      CREATE TABLE events (
        id TEXT PRIMARY KEY,
        event_type TEXT NOT NULL,
        company_key TEXT,
        event_at INTEGER,
        extraction_at INTEGER NOT NULL,
        data_type TEXT,
        doc TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX events_event_at ON events(event_at);
      CREATE INDEX events_extraction_at ON events(extraction_at);
    `,
  },
];
