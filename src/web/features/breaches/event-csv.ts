// The CSV columns of exported breach events: one row per event, lists joined, source articles by link.
import type { BreachEvent } from '../../../contract/events';
import type { CsvColumn } from '../../lib/csv';
import { disclosureLagDays } from './event-stats';

export const breachCsvColumns: readonly CsvColumn<BreachEvent>[] = [
  { header: 'id', value: (event) => event.id },
  { header: 'company_name', value: (event) => event.company_name },
  { header: 'event_date', value: (event) => event.event_date },
  { header: 'extraction_date', value: (event) => event.extraction_date },
  { header: 'disclosure_lag_days', value: (event) => disclosureLagDays(event) },
  { header: 'data_type', value: (event) => event.data_breach?.data_type },
  { header: 'impacted', value: (event) => event.data_breach?.impacted ?? [] },
  { header: 'data', value: (event) => event.data_breach?.data },
  { header: 'title', value: (event) => event.data_breach?.title },
  { header: 'summary', value: (event) => event.data_breach?.summary },
  { header: 'associated_article_ids', value: (event) => event.associated_article_ids },
  {
    header: 'article_links',
    value: (event) => (event.articles ?? []).flatMap((article) => (article.link ? [article.link] : [])),
  },
];
