// Writes normalised articles into the store: the article row (`doc` as ingested, filter columns from the
// match forms), its author relation (with the filter columns the authors operation reads, NLP ones included),
// its NLP tags per author, its link relations, the source registry and the author-name index.
import type { Db } from './db';
import { nameDisplaySpelling, nameKey } from '../../contract/names';
import type { NormalizedArticle } from './article-doc';
import { encodeArticleDoc } from './article-doc-codec';
import { encodeNlp, type StoredNlp } from './nlp-codec';
import { authorNameTokens, trigramsOf } from './author-name-index';
import { nlpRelationValues } from './nlp-relations';

export interface ArticleWriter {
  /** Inserts or updates (same id) one article; returns its rowid. */
  write(article: NormalizedArticle, nlp: StoredNlp | null): number;
}

export function createArticleWriter(db: Db): ArticleWriter {
  const upsertArticle = db.prepare(`
    INSERT INTO articles (id, link, published_at, parse_at, published_date_precision, domain_url, full_domain_url,
      name_source, country, language, rank, is_headline, is_opinion, paid_content, word_count, parent_url, doc,
      nlp_doc, nlp_iptc_doc, embedding)
    VALUES (@id, @link, @published_at, @parse_at, @published_date_precision, @domain_url, @full_domain_url,
      @name_source, @country, @language, @rank, @is_headline, @is_opinion, @paid_content, @word_count, @parent_url,
      @doc, @nlp_doc, @nlp_iptc_doc, @embedding)
    ON CONFLICT(id) DO UPDATE SET
      link = excluded.link, published_at = excluded.published_at, parse_at = excluded.parse_at,
      published_date_precision = excluded.published_date_precision, domain_url = excluded.domain_url,
      full_domain_url = excluded.full_domain_url, name_source = excluded.name_source, country = excluded.country,
      language = excluded.language, rank = excluded.rank, is_headline = excluded.is_headline,
      is_opinion = excluded.is_opinion, paid_content = excluded.paid_content, word_count = excluded.word_count,
      parent_url = excluded.parent_url, doc = excluded.doc, nlp_doc = excluded.nlp_doc,
      nlp_iptc_doc = excluded.nlp_iptc_doc, embedding = excluded.embedding
    RETURNING rowid`);
  const previousAuthors = db.prepare(
    'SELECT name_key, name, published_at FROM article_authors WHERE article_rowid = ?',
  );
  const deleteAuthors = db.prepare('DELETE FROM article_authors WHERE article_rowid = ?');
  const insertAuthor = db.prepare(`
    INSERT INTO article_authors (name_key, published_at, article_rowid, score, parse_at, rank, id, language, country,
      domain_url, full_domain_url, name_source, published_date_precision, is_headline, is_opinion, paid_content,
      word_count, has_nlp, parent_url, name, theme_mask, title_sentiment, content_sentiment)
    VALUES (@name_key, @published_at, @article_rowid, @score, @parse_at, @rank, @id, @language, @country,
      @domain_url, @full_domain_url, @name_source, @published_date_precision, @is_headline, @is_opinion, @paid_content,
      @word_count, @has_nlp, @parent_url, @name, @theme_mask, @title_sentiment, @content_sentiment)`);
  // Counts move by +1 for a name written and -1 for a name an updated article no longer carries.
  const countName = db.prepare(`
    INSERT INTO author_names (name_key, article_count) VALUES (?, ?)
    ON CONFLICT(name_key) DO UPDATE SET article_count = article_count + excluded.article_count
    RETURNING article_count`);
  const countSpelling = db.prepare(`
    INSERT INTO author_spellings (name_key, spelling, article_count) VALUES (?, ?, ?)
    ON CONFLICT(name_key, spelling) DO UPDATE SET article_count = article_count + excluded.article_count`);
  const dropUnusedSpelling = db.prepare(
    'DELETE FROM author_spellings WHERE name_key = ? AND spelling = ? AND article_count <= 0',
  );
  const insertNameToken = db.prepare(
    'INSERT OR IGNORE INTO author_name_tokens (token, name_key) VALUES (?, ?)',
  );
  const insertNameTrigram = db.prepare(
    'INSERT OR IGNORE INTO author_name_trigrams (trigram, name_key) VALUES (?, ?)',
  );
  const deleteLinks = db.prepare('DELETE FROM article_links WHERE article_rowid = ?');
  const insertLink = db.prepare('INSERT OR IGNORE INTO article_links (article_rowid, link) VALUES (?, ?)');
  const deleteDomainLinks = db.prepare('DELETE FROM article_domain_links WHERE article_rowid = ?');
  const insertDomainLink = db.prepare(
    'INSERT OR IGNORE INTO article_domain_links (article_rowid, domain) VALUES (?, ?)',
  );
  // An article's former NLP layer, read before it is replaced: its tags are deleted exactly (by key). No row:
  // the article is new, and it has no author, tag or link rows to replace (articles are never deleted).
  const previousNlp = db.prepare('SELECT nlp_doc, nlp_iptc_doc FROM articles WHERE id = ?');
  const deleteTag = db.prepare(
    'DELETE FROM author_nlp_tags WHERE author_key = ? AND tag = ? AND published_at = ? AND article_rowid = ?',
  );
  const insertTag = db.prepare(
    'INSERT OR IGNORE INTO author_nlp_tags (author_key, tag, published_at, article_rowid) VALUES (?, ?, ?, ?)',
  );
  const insertSourceHost = db.prepare(
    'INSERT OR IGNORE INTO source_hosts (full_domain_url, domain_url) VALUES (?, ?)',
  );
  const insertSourceName = db.prepare('INSERT OR IGNORE INTO source_names (name_source) VALUES (?)');
  const upsertSource = db.prepare(`
    INSERT INTO sources (domain_url, name_source, logo, rank, country) VALUES (?, ?, NULL, ?, ?)
    ON CONFLICT(domain_url) DO UPDATE SET
      name_source = coalesce(excluded.name_source, sources.name_source),
      rank = excluded.rank,
      country = coalesce(excluded.country, sources.country)`);
  const insertSourceLanguage = db.prepare(
    'INSERT OR IGNORE INTO source_languages (domain_url, language) VALUES (?, ?)',
  );
  // Source rows this writer has written, with the values written: writing the same values again changes
  // nothing, and most articles of a run come from sources already written (a writer lives for one ingest, whose
  // failure rolls back and ends it, so these never describe rows the store lost).
  const sourceWritten = new Map<string, string>();
  const registryWritten = new Set<string>();
  const onceInRegistry = (key: string): boolean => {
    if (registryWritten.has(key)) return false;
    registryWritten.add(key);
    return true;
  };

  return {
    write(article, nlp) {
      const { doc, match } = article;
      const stored = nlp ?? (article.nlp ? encodeNlp(article.nlp) : null);
      const nlpValues = stored ? nlpRelationValues(stored) : null;
      const previous = previousNlp.get(doc.id) as
        { nlp_doc: string | null; nlp_iptc_doc: string | null } | undefined;
      const previousTags = previous?.nlp_doc
        ? nlpRelationValues({ doc: previous.nlp_doc, iptcDoc: previous.nlp_iptc_doc, embedding: null }).tags
        : [];
      const bool = (value: boolean | null) => (value === null ? null : value ? 1 : 0);
      const row = upsertArticle.get({
        id: doc.id,
        link: match.link,
        published_at: article.publishedAt,
        parse_at: article.parseAt,
        published_date_precision: doc.published_date_precision,
        domain_url: match.domainUrl,
        full_domain_url: match.fullDomainUrl,
        name_source: doc.name_source,
        country: match.country,
        language: match.language,
        rank: doc.rank,
        is_headline: bool(doc.is_headline),
        is_opinion: bool(doc.is_opinion),
        paid_content: bool(doc.paid_content),
        word_count: doc.word_count,
        parent_url: match.parentUrl,
        // Compressed by the enrichment workers when they enriched it; otherwise here.
        doc: nlp?.articleDoc ?? encodeArticleDoc(JSON.stringify(doc)),
        nlp_doc: stored?.doc ?? null,
        nlp_iptc_doc: stored?.iptcDoc ?? null,
        embedding: stored?.embedding ?? null,
      }) as { rowid: number };
      const replacing = previous !== undefined;
      if (replacing) {
        for (const old of previousAuthors.all(row.rowid) as {
          name_key: string;
          name: string;
          published_at: number;
        }[]) {
          countName.get(old.name_key, -1);
          countSpelling.run(old.name_key, old.name, -1);
          dropUnusedSpelling.run(old.name_key, old.name);
          for (const tag of previousTags) deleteTag.run(old.name_key, tag, old.published_at, row.rowid);
        }
        deleteAuthors.run(row.rowid);
      }
      const spellings = authorSpellings(article);
      for (const [key, score] of article.authorKeys) {
        const name = spellings.get(key) ?? key;
        insertAuthor.run({
          name_key: key,
          published_at: article.publishedAt,
          article_rowid: row.rowid,
          score,
          parse_at: article.parseAt,
          rank: doc.rank,
          id: doc.id,
          language: match.language,
          country: match.country,
          domain_url: match.domainUrl,
          full_domain_url: match.fullDomainUrl,
          name_source: doc.name_source,
          published_date_precision: doc.published_date_precision,
          is_headline: bool(doc.is_headline),
          is_opinion: bool(doc.is_opinion),
          paid_content: bool(doc.paid_content),
          word_count: doc.word_count,
          has_nlp: stored ? 1 : 0,
          parent_url: match.parentUrl,
          name,
          theme_mask: nlpValues?.themeMask ?? null,
          title_sentiment: nlpValues?.titleSentiment ?? null,
          content_sentiment: nlpValues?.contentSentiment ?? null,
        });
        const { article_count: count } = countName.get(key, 1) as { article_count: number };
        countSpelling.run(key, name, 1);
        for (const tag of nlpValues?.tags ?? []) insertTag.run(key, tag, article.publishedAt, row.rowid);
        if (count === 1) {
          // A name seen for the first time (or again after it had gone): index it for suggestions.
          for (const token of authorNameTokens(key)) insertNameToken.run(token, key);
          for (const trigram of trigramsOf(key)) insertNameTrigram.run(trigram, key);
        }
      }
      if (replacing) deleteLinks.run(row.rowid);
      for (const link of match.allLinks) insertLink.run(row.rowid, link);
      if (replacing) deleteDomainLinks.run(row.rowid);
      for (const domain of match.allDomainLinks) insertDomainLink.run(row.rowid, domain);
      if (onceInRegistry(`host\n${match.fullDomainUrl}\n${match.domainUrl}`))
        insertSourceHost.run(match.fullDomainUrl, match.domainUrl);
      if (doc.name_source && onceInRegistry(`name\n${doc.name_source}`))
        insertSourceName.run(doc.name_source);
      const sourceValues = JSON.stringify([doc.name_source, doc.rank, match.country]);
      if (sourceWritten.get(match.domainUrl) !== sourceValues) {
        upsertSource.run(match.domainUrl, doc.name_source, doc.rank, match.country);
        sourceWritten.set(match.domainUrl, sourceValues);
      }
      if (match.language && onceInRegistry(`language\n${match.domainUrl}\n${match.language}`))
        insertSourceLanguage.run(match.domainUrl, match.language);
      return row.rowid;
    },
  };
}

/** Each author key's spelling in the article: the `author` field's spelling wins over an `authors` entry. */
function authorSpellings(article: NormalizedArticle): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const name of article.doc.authors) {
    const key = nameKey(name);
    if (!spellings.has(key)) spellings.set(key, nameDisplaySpelling(name));
  }
  if (article.doc.author) spellings.set(nameKey(article.doc.author), nameDisplaySpelling(article.doc.author));
  return spellings;
}
