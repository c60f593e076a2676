// Shapes shared by breach detection, extraction and merging.
export type { StoredBreachEvent as BreachEvent } from '../../../contract/events';

/** An article as the ingest pipeline hands it to event extraction. */
export interface BreachInputArticle {
  id: string;
  title: string;
  description?: string | null;
  content?: string | null;
  /** 'YYYY-MM-DD HH:MM:SS', UTC. Reference for relative dates in the text. */
  published_date: string;
  ner_ORG?: { entity_name: string; count: number }[] | null;
}

export const DATA_TYPES = ['technical', 'financial', 'personal', 'health', 'credentials'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** How much of `event_date` the text actually stated. */
export type DatePrecision = 'day' | 'month' | 'year';

/** What one article says about one breach. The store keeps these per article and re-merges them. */
export interface BreachMention {
  articleId: string;
  company_name: string | null;
  /** 'YYYY-MM-DD HH:MM:SS'; the unstated parts are the first day / month (00:00:00 when no time). */
  event_date: string | null;
  /** Set by extractBreach; merging treats a missing value as 'day'. */
  event_date_precision?: DatePrecision | null;
  title: string;
  summary: string;
  impacted: string[];
  /** The kinds of data named, comma-joined (same order as dataKinds). */
  data: string;
  dataKinds: string[];
  data_type: DataType;
  published_date: string;
  /** Set (true) when the headline announces another breach of the organisation ("suffers new data breach"). */
  new_incident?: boolean;
}
