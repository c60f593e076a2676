// Writes normalised articles into the store: the article row, its author relation and the source registry.
import type { Db } from './db';
import type { NormalizedArticle } from '../ingest/normalize';
import { encodeNlp, type StoredNlp } from './nlp-codec';

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
  const deleteAuthors = db.prepare('DELETE FROM article_authors WHERE article_rowid = ?');
  const insertAuthor = db.prepare(
    'INSERT INTO article_authors (name_key, article_rowid, score, published_at) VALUES (?, ?, ?, ?)',
  );
  const upsertSource = db.prepare(`
    INSERT INTO sources (domain_url, name_source, logo, rank, country) VALUES (?, ?, NULL, ?, ?)
    ON CONFLICT(domain_url) DO UPDATE SET
      name_source = coalesce(excluded.name_source, sources.name_source),
      rank = excluded.rank,
      country = coalesce(excluded.country, sources.country)`);
  const insertSourceLanguage = db.prepare(
    'INSERT OR IGNORE INTO source_languages (domain_url, language) VALUES (?, ?)',
  );

  return {
    write(article, nlp) {
      const { doc } = article;
      const stored = nlp ?? (article.nlp ? encodeNlp(article.nlp) : null);
      const bool = (value: boolean | null) => (value === null ? null : value ? 1 : 0);
      const row = upsertArticle.get({
        id: doc.id,
        link: doc.link,
        published_at: article.publishedAt,
        parse_at: article.parseAt,
        published_date_precision: doc.published_date_precision,
        domain_url: doc.domain_url,
        full_domain_url: doc.full_domain_url,
        name_source: doc.name_source,
        country: doc.country,
        language: doc.language,
        rank: doc.rank,
        is_headline: bool(doc.is_headline),
        is_opinion: bool(doc.is_opinion),
        paid_content: bool(doc.paid_content),
        word_count: doc.word_count,
        parent_url: doc.parent_url,
        doc: JSON.stringify(doc),
        nlp_doc: stored?.doc ?? null,
        nlp_iptc_doc: stored?.iptcDoc ?? null,
        embedding: stored?.embedding ?? null,
      }) as { rowid: number };
      deleteAuthors.run(row.rowid);
      for (const [key, score] of article.authorKeys) insertAuthor.run(key, row.rowid, score, article.publishedAt);
      upsertSource.run(doc.domain_url, doc.name_source, doc.rank, doc.country);
      if (doc.language) insertSourceLanguage.run(doc.domain_url, doc.language);
      return row.rowid;
    },
  };
}
