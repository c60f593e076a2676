// How an article's fields are read for display and export, the same on every page that lists articles.
import type { Article } from '../../contract';
import { countryNames, languageNames } from '../../contract/codes';
import type { CsvColumn } from './csv';
import { htmlToPlainText } from './sanitize-html';

/** All author names: `authors` when the article has them, else the single `author`. */
export function articleAuthors(article: Article): string[] {
  const listed = (article.authors ?? []).map((name) => name.trim()).filter((name) => name !== '');
  if (listed.length > 0) return listed;
  const single = article.author?.trim();
  return single ? [single] : [];
}

/** The source's common name, else its domain. */
export function articleSourceName(article: Article): string {
  return article.name_source?.trim() || article.domain_url;
}

/** `English (en)`; the bare code when it is not a known ISO 639-1 code. */
export function languageLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  const name = languageNames[code.toLowerCase()];
  return name ? `${name} (${code})` : code;
}

/** `France (FR)`; the bare code when it is not a known ISO 3166-1 code. */
export function countryLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  const name = countryNames[code.toUpperCase()];
  return name ? `${name} (${code})` : code;
}

export const articleCsvColumns: readonly CsvColumn<Article>[] = [
  { header: 'id', value: (article) => article.id },
  { header: 'title', value: (article) => article.title },
  { header: 'link', value: (article) => article.link },
  { header: 'source', value: (article) => articleSourceName(article) },
  { header: 'domain_url', value: (article) => article.domain_url },
  { header: 'authors', value: (article) => articleAuthors(article) },
  { header: 'published_date', value: (article) => article.published_date },
  { header: 'language', value: (article) => article.language },
  { header: 'country', value: (article) => article.country },
  { header: 'rank', value: (article) => article.rank },
  { header: 'word_count', value: (article) => article.word_count },
  { header: 'media', value: (article) => article.media },
  // Descriptions may carry markup; a spreadsheet wants the words.
  {
    header: 'description',
    value: (article) => (article.description ? htmlToPlainText(article.description) : ''),
  },
];
