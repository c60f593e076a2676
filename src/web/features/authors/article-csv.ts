// CSV columns of exported author articles: the shared article columns plus the flags and NLP values this
// page filters on.
import type { Article } from '../../../contract/article';
import { articleCsvColumns } from '../../lib/article-fields';
import type { CsvColumn } from '../../lib/csv';

export const authorArticleCsvColumns: readonly CsvColumn<Article>[] = [
  ...articleCsvColumns,
  { header: 'is_headline', value: (article) => article.is_headline },
  { header: 'is_opinion', value: (article) => article.is_opinion },
  { header: 'paid_content', value: (article) => article.paid_content },
  { header: 'score', value: (article) => article.score },
  { header: 'themes', value: (article) => article.nlp?.theme },
  { header: 'title_sentiment', value: (article) => article.nlp?.sentiment?.title },
  { header: 'content_sentiment', value: (article) => article.nlp?.sentiment?.content },
];

/** `newsdeck-authors-ada-marsh`: the author in the file name, in characters every file system takes. */
export function exportFileBaseName(author: string): string {
  const slug = author
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `newsdeck-authors-${slug}` : 'newsdeck-authors';
}
