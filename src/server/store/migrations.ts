// Versioned schema migrations. Append new entries; never edit one that has shipped.
//
// Articles keep their filterable fields as columns (dates as epoch seconds UTC) and the article itself as
// JSON text (`doc`, without nlp/score/parse_date/highlight) so that answers are assembled from stored
// fragments instead of rebuilt per request (design.md, performance notes). The NLP layer is split the way
// plans split it: `nlp_doc` (theme, summary, sentiment, ner) for every NLP plan, `nlp_iptc_doc`
// (IPTC tags as JSON members) for the IPTC plan, `embedding` (Float32 blob) for the IPTC plan and clustering.
import { nameKey } from '../../contract/names';
import { ENTITY_KINDS, themeMaskSql } from './nlp-relations';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Functions the migration's SQL calls, registered on the connection before it runs. */
  functions?: Readonly<Record<string, (value: unknown) => unknown>>;
}

/** The entity tags of every author row with an NLP layer, as SQL rows, keyed the way ingest keys them now. */
const ENTITY_TAG_ROWS = `
  SELECT t.author_key, t.kind || ':' || t.name_key, t.published_at, t.article_rowid FROM (
    SELECT aa.name_key AS author_key, aa.published_at AS published_at, aa.article_rowid AS article_rowid,
      k.kind AS kind, newsdeck_name_key(json_extract(j.value, '$.entity_name')) AS name_key
    FROM article_authors aa
      CROSS JOIN articles a ON a.rowid = aa.article_rowid
      CROSS JOIN (${ENTITY_KINDS.map((kind) => `SELECT '${kind}' AS kind`).join(' UNION ALL ')}) k
      CROSS JOIN json_each(a.nlp_doc, '$.ner_' || k.kind) j
    WHERE aa.has_nlp = 1 AND json_type(j.value, '$.entity_name') = 'text'
  ) t
  WHERE t.name_key <> ''`;

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
  {
    version: 2,
    name: 'author query relation, links, source hosts, author-name suggestions',
    // The authors operation reads one relation only: one row per (author name, article) carrying every scalar
    // filter and sort key of the article, keyed so that an author's articles in a date window are one
    // contiguous range (name_key, published_at). Articles themselves are read only for the page shown.
    // Spellings of rows migrated from version 1 are recovered from `doc` where SQL can (ASCII case, single
    // blanks); otherwise the normalised key stands in for the spelling.
    sql: `
      CREATE TABLE article_authors_v2 (
        name_key TEXT NOT NULL,
        published_at INTEGER NOT NULL,
        article_rowid INTEGER NOT NULL,
        score INTEGER NOT NULL,
        parse_at INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        id TEXT NOT NULL,
        language TEXT,
        country TEXT,
        domain_url TEXT NOT NULL,
        full_domain_url TEXT NOT NULL,
        name_source TEXT,
        published_date_precision TEXT,
        is_headline INTEGER,
        is_opinion INTEGER,
        paid_content INTEGER,
        word_count INTEGER,
        has_nlp INTEGER NOT NULL,
        parent_url TEXT NOT NULL,
        -- The name as the article spells it (blanks collapsed), for the display name of suggestions.
        name TEXT NOT NULL,
        PRIMARY KEY (name_key, published_at, article_rowid)
      ) WITHOUT ROWID;
      INSERT INTO article_authors_v2
        SELECT aa.name_key, a.published_at, aa.article_rowid, aa.score, a.parse_at, a.rank, a.id, a.language,
          a.country, a.domain_url, a.full_domain_url, a.name_source, a.published_date_precision, a.is_headline, a.is_opinion,
          a.paid_content, a.word_count, a.nlp_doc IS NOT NULL, a.parent_url,
          coalesce(
            CASE WHEN aa.score = 2 THEN trim(json_extract(a.doc, '$.author')) END,
            (SELECT trim(j.value) FROM json_each(a.doc, '$.authors') j WHERE lower(trim(j.value)) = aa.name_key LIMIT 1),
            aa.name_key)
        FROM article_authors aa JOIN articles a ON a.rowid = aa.article_rowid;
      DROP TABLE article_authors;
      ALTER TABLE article_authors_v2 RENAME TO article_authors;
      -- Re-ingest deletes by article; not_author_name probes (article_rowid, name_key) through it.
      CREATE INDEX article_authors_by_article ON article_authors(article_rowid);
      CREATE INDEX article_authors_name_parse ON article_authors(name_key, parse_at);
      -- sort_by=rank (rank asc, published_date desc) read in order, stopping at the page.
      CREATE INDEX article_authors_name_rank ON article_authors(name_key, rank, published_at DESC);

      -- Whole elements of all_links / all_domain_links (domains lower case), probed per candidate article.
      CREATE TABLE article_links (
        article_rowid INTEGER NOT NULL,
        link TEXT NOT NULL,
        PRIMARY KEY (article_rowid, link)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO article_links SELECT a.rowid, j.value FROM articles a, json_each(a.doc, '$.all_links') j;
      CREATE TABLE article_domain_links (
        article_rowid INTEGER NOT NULL,
        domain TEXT NOT NULL,
        PRIMARY KEY (article_rowid, domain)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO article_domain_links
        SELECT a.rowid, lower(j.value) FROM articles a, json_each(a.doc, '$.all_domain_links') j;

      -- Distinct (host, domain) pairs of stored articles: sources/not_sources entries resolve against these.
      CREATE TABLE source_hosts (
        full_domain_url TEXT NOT NULL,
        domain_url TEXT NOT NULL,
        PRIMARY KEY (full_domain_url, domain_url)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO source_hosts SELECT full_domain_url, domain_url FROM articles;
      -- Distinct name_source values of stored articles: source_name terms resolve against these.
      CREATE TABLE source_names (
        name_source TEXT PRIMARY KEY
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO source_names SELECT name_source FROM articles WHERE name_source IS NOT NULL;

      -- Author-name suggestions: article counts per name and per spelling, name tokens (token-prefix
      -- matches) and trigrams of ' ' || name_key || ' ' (fuzzy candidates). Kept by ingest.
      CREATE TABLE author_names (
        name_key TEXT PRIMARY KEY,
        article_count INTEGER NOT NULL
      ) WITHOUT ROWID;
      INSERT INTO author_names SELECT name_key, count(*) FROM article_authors GROUP BY name_key;
      CREATE TABLE author_spellings (
        name_key TEXT NOT NULL,
        spelling TEXT NOT NULL,
        article_count INTEGER NOT NULL,
        PRIMARY KEY (name_key, spelling)
      ) WITHOUT ROWID;
      INSERT INTO author_spellings SELECT name_key, name, count(*) FROM article_authors GROUP BY name_key, name;
      CREATE TABLE author_name_tokens (
        token TEXT NOT NULL,
        name_key TEXT NOT NULL,
        PRIMARY KEY (token, name_key)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO author_name_tokens
        WITH RECURSIVE split(name_key, rest, token) AS (
          SELECT name_key, name_key || ' ', '' FROM author_names
          UNION ALL
          SELECT name_key, substr(rest, instr(rest, ' ') + 1), substr(rest, 1, instr(rest, ' ') - 1)
          FROM split WHERE rest <> ''
        )
        SELECT token, name_key FROM split WHERE token <> '';
      CREATE TABLE author_name_trigrams (
        trigram TEXT NOT NULL,
        name_key TEXT NOT NULL,
        PRIMARY KEY (trigram, name_key)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO author_name_trigrams
        WITH RECURSIVE grams(name_key, padded, i) AS (
          SELECT name_key, ' ' || name_key || ' ', 1 FROM author_names
          UNION ALL
          SELECT name_key, padded, i + 1 FROM grams WHERE i + 3 <= length(padded)
        )
        SELECT substr(padded, i, 3), name_key FROM grams;
    `,
  },
  {
    version: 3,
    name: 'sources by country and rank',
    // "top N CC" (predefined_sources) and the countries filter read one country's sources best-ranked first.
    sql: `
      CREATE INDEX sources_country_rank ON sources(country, rank, domain_url);
    `,
  },
  {
    version: 4,
    name: 'breach events: extraction time of mentions, merge groups, search forms, answer order',
    // Ingest re-merges the events of one group at a time: the mentions of one company key, or the single
    // mention of an article that names no company ('article:<id>'); `merge_key` finds that group's events.
    // events_search matches its text filters as case-insensitive substrings of `search_*` (lower-cased at
    // ingest, Unicode-aware; rows from before this version are lower-cased here, ASCII only) and answers in
    // (event_at, extraction_at) descending order, which one index serves (its prefix replaces events_event_at).
    sql: `
      ALTER TABLE breach_mentions ADD COLUMN extracted_at INTEGER NOT NULL DEFAULT 0;
      UPDATE breach_mentions SET extracted_at = published_at;

      ALTER TABLE events ADD COLUMN merge_key TEXT NOT NULL DEFAULT '';
      ALTER TABLE events ADD COLUMN search_company TEXT;
      ALTER TABLE events ADD COLUMN search_data TEXT;
      ALTER TABLE events ADD COLUMN search_impacted TEXT;
      ALTER TABLE events ADD COLUMN search_summary TEXT;
      ALTER TABLE events ADD COLUMN search_title TEXT;
      UPDATE events SET
        merge_key = coalesce(company_key, 'article:' || json_extract(doc, '$.associated_article_ids[0]')),
        search_company = lower(json_extract(doc, '$.company_name')),
        search_data = lower(json_extract(doc, '$.data_breach.data')),
        search_impacted = (SELECT group_concat(lower(j.value), char(10)) FROM json_each(doc, '$.data_breach.impacted') j),
        search_summary = lower(json_extract(doc, '$.data_breach.summary')),
        search_title = lower(json_extract(doc, '$.data_breach.title'));
      CREATE INDEX events_merge_key ON events(merge_key);
      DROP INDEX events_event_at;
      CREATE INDEX events_answer_order ON events(event_at, extraction_at);
    `,
  },
  {
    version: 5,
    name: 'NLP filter columns and author tags for the authors operation',
    // The authors NLP filters become conditions on the author relation row: theme_mask (bit i = THEME_BITS[i]
    // of nlp-relations.ts) and the two sentiments are columns of article_authors, read in the same range scan
    // as the other filters. Entities and IPTC codes are tags (`ORG:acme corp`, `IPTC:13000000`: nlp-relations.ts)
    // of author_nlp_tags, keyed (author, tag, published_at): an entity or tag filter reads the author's
    // articles with the tag in the date window as one range, and the author range scan checks membership in
    // that set, instead of probing the article of every candidate row. Stores from before this version are
    // back-filled from nlp_doc / nlp_iptc_doc, driven by the author rows that have an NLP layer; SQL folds
    // entity names for ASCII letters only.
    sql: `
      ALTER TABLE article_authors ADD COLUMN theme_mask INTEGER;
      ALTER TABLE article_authors ADD COLUMN title_sentiment REAL;
      ALTER TABLE article_authors ADD COLUMN content_sentiment REAL;
      UPDATE article_authors SET
        theme_mask = (SELECT ${themeMaskSql('n.theme')}
          FROM (SELECT json_extract(a.nlp_doc, '$.theme') AS theme FROM articles a
                WHERE a.rowid = article_authors.article_rowid) n),
        title_sentiment = (SELECT json_extract(a.nlp_doc, '$.sentiment.title') FROM articles a
          WHERE a.rowid = article_authors.article_rowid),
        content_sentiment = (SELECT json_extract(a.nlp_doc, '$.sentiment.content') FROM articles a
          WHERE a.rowid = article_authors.article_rowid)
      WHERE has_nlp = 1;

      CREATE TABLE author_nlp_tags (
        author_key TEXT NOT NULL,
        tag TEXT NOT NULL,
        published_at INTEGER NOT NULL,
        article_rowid INTEGER NOT NULL,
        PRIMARY KEY (author_key, tag, published_at, article_rowid)
      ) WITHOUT ROWID;
      INSERT OR IGNORE INTO author_nlp_tags (author_key, tag, published_at, article_rowid)
        SELECT t.author_key, t.kind || ':' || t.name_key, t.published_at, t.article_rowid FROM (
          SELECT aa.name_key AS author_key, aa.published_at AS published_at, aa.article_rowid AS article_rowid,
            k.kind AS kind,
            lower(trim(json_extract(j.value, '$.entity_name'), ' ' || char(9, 10, 13))) AS name_key
          FROM article_authors aa
            CROSS JOIN articles a ON a.rowid = aa.article_rowid
            CROSS JOIN (${ENTITY_KINDS.map((kind) => `SELECT '${kind}' AS kind`).join(' UNION ALL ')}) k
            CROSS JOIN json_each(a.nlp_doc, '$.ner_' || k.kind) j
          WHERE aa.has_nlp = 1 AND json_type(j.value, '$.entity_name') = 'text'
        ) t
        WHERE t.name_key <> '';
      INSERT OR IGNORE INTO author_nlp_tags (author_key, tag, published_at, article_rowid)
        SELECT aa.name_key, 'IPTC:' || j.value, aa.published_at, aa.article_rowid
        FROM article_authors aa
          CROSS JOIN articles a ON a.rowid = aa.article_rowid
          CROSS JOIN json_each('{' || a.nlp_iptc_doc || '}', '$.iptc_tags_id') j
        WHERE aa.has_nlp = 1 AND a.nlp_iptc_doc IS NOT NULL AND j.type = 'text';
    `,
  },
  {
    version: 6,
    name: 'evidence of breach events',
    // The sentences that state each event's fields (analysis/breaches/evidence.ts), as the JSON array that
    // /api/ext/event_evidence answers. A table of its own keeps the events rows that events_search scans small;
    // `merge_key` lets ingest replace a merge group's evidence together with its events. Events stored before
    // this version have none until their group is merged again (evidence needs the text analysis, not SQL).
    sql: `
      CREATE TABLE event_evidence (
        event_id TEXT PRIMARY KEY,
        merge_key TEXT NOT NULL,
        evidence TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX event_evidence_merge_key ON event_evidence(merge_key);
    `,
  },
  {
    version: 7,
    name: 'entity tags keyed by the contract name key',
    // Entity names now compare like author names (contract/names.ts nameKey: runs of blanks count as one, and
    // any script's capitals fold). Tags written before were keyed without collapsing blanks, and migration 5's
    // back-fill folded ASCII capitals only: every entity tag is rebuilt from the stored NLP layer with the same
    // function ingest uses, so old and new stores match the same entity filters. IPTC tags are unchanged.
    functions: { newsdeck_name_key: (value) => (typeof value === 'string' ? nameKey(value) : null) },
    sql: `
      DELETE FROM author_nlp_tags WHERE tag NOT LIKE 'IPTC:%';
      INSERT OR IGNORE INTO author_nlp_tags (author_key, tag, published_at, article_rowid) ${ENTITY_TAG_ROWS};
    `,
  },
  {
    version: 8,
    name: 'watchlists, item arrivals, store change counter',
    // Watchlists (src/server/watchlists/) keep their rules as the JSON the contract validates, and their feed
    // token with its SHA-256: feeds are looked up by the digest (fixed length, compared in constant time), the
    // token itself is what the dashboard shows in the feed URLs. What is new in a watchlist
    // counts items by when they entered the store, which articles did not record: item_arrivals gives every
    // article and event a sequence number and a time the first time it is written (triggers, so the writers
    // stay as they are; a re-ingested article or a re-merged event keeps its first arrival). Stores from
    // before this version take each article's parse time and each event's extraction time as its arrival.
    // store_changes counts writes to articles and events, so a feed's ETag is known without building it.
    sql: `
      CREATE TABLE watchlists (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        profile TEXT NOT NULL,
        rules TEXT NOT NULL,
        token TEXT NOT NULL,
        token_hash BLOB NOT NULL UNIQUE,
        seen_seq INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE item_arrivals (
        seq INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        item_id TEXT NOT NULL,
        added_at INTEGER NOT NULL,
        UNIQUE (kind, item_id)
      );
      INSERT INTO item_arrivals (kind, item_id, added_at)
        SELECT 'article', id, parse_at FROM articles ORDER BY parse_at, rowid;
      INSERT INTO item_arrivals (kind, item_id, added_at)
        SELECT 'event', id, extraction_at FROM events ORDER BY extraction_at, id;

      CREATE TABLE store_changes (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        changes INTEGER NOT NULL,
        changed_at INTEGER NOT NULL
      );
      INSERT INTO store_changes VALUES (1, 0, CAST(strftime('%s', 'now') AS INTEGER));

      CREATE TRIGGER articles_arrival AFTER INSERT ON articles BEGIN
        INSERT OR IGNORE INTO item_arrivals (kind, item_id, added_at)
          VALUES ('article', NEW.id, CAST(strftime('%s', 'now') AS INTEGER));
        UPDATE store_changes SET changes = changes + 1, changed_at = CAST(strftime('%s', 'now') AS INTEGER);
      END;
      CREATE TRIGGER articles_change AFTER UPDATE ON articles BEGIN
        UPDATE store_changes SET changes = changes + 1, changed_at = CAST(strftime('%s', 'now') AS INTEGER);
      END;
      CREATE TRIGGER events_arrival AFTER INSERT ON events BEGIN
        INSERT OR IGNORE INTO item_arrivals (kind, item_id, added_at)
          VALUES ('event', NEW.id, NEW.extraction_at);
        UPDATE store_changes SET changes = changes + 1, changed_at = CAST(strftime('%s', 'now') AS INTEGER);
      END;
      CREATE TRIGGER events_change AFTER UPDATE ON events BEGIN
        UPDATE store_changes SET changes = changes + 1, changed_at = CAST(strftime('%s', 'now') AS INTEGER);
      END;
      CREATE TRIGGER events_removal AFTER DELETE ON events BEGIN
        UPDATE store_changes SET changes = changes + 1, changed_at = CAST(strftime('%s', 'now') AS INTEGER);
      END;
    `,
  },
  {
    version: 9,
    name: 'embeddings in int8 form',
    // From this version on, an embedding that int8 codes and one scale reproduce exactly (the enrichment's, since
    // issue 20) is kept in that form, a quarter of the bytes (nlp-codec.ts, encodeEmbedding). The form is told
    // apart by its length, so the float32 blobs already stored stay as they are and answers keep their bytes:
    // nothing is rewritten. The version is what tells a build from before this one that it cannot read the
    // store, instead of failing on the first int8 blob it meets.
    sql: `-- no rows change`,
  },
  {
    version: 10,
    name: 'article docs compressed',
    // From this version on, articles.doc is written as a BLOB, the article's JSON compressed with zstd and a
    // dictionary (article-doc-codec.ts): 3.6 -> 1.4 kB an article on the demo store. Docs stored as TEXT stay as
    // they are and read as before (the storage class tells the forms apart, and every reader goes through
    // newsdeck_article_doc), so nothing is rewritten and answers keep their bytes. The version is what makes a
    // build from before this one refuse the store instead of answering BLOBs where it expects JSON.
    sql: `-- no rows change`,
  },
];
