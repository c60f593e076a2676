// Assembles an article's answer JSON from its stored fragments (no parse/stringify per request).
import { nlpJsonFor, type NlpVisibility } from '../store/nlp-codec';
import type { Plan } from './plans';
import { formatUtc } from '../time';

/** The columns an answer needs. */
export interface ArticleRow {
  doc: string;
  parse_at: number;
  nlp_doc: string | null;
  nlp_iptc_doc: string | null;
  embedding: Buffer | null;
}

export const ARTICLE_ROW_COLUMNS = 'a.doc, a.parse_at, a.nlp_doc, a.nlp_iptc_doc, a.embedding';

export interface ArticleJsonOptions {
  score: number;
  parseDate: boolean;
  highlight: boolean;
  nlp: NlpVisibility;
}

/** What of the NLP layer a plan shows. */
export function nlpVisibility(plan: Plan): NlpVisibility {
  if (!plan.nlp) return 'none';
  return plan.iptc || plan.embeddings ? 'full' : 'nlp';
}

export function articleJson(row: ArticleRow, options: ArticleJsonOptions): string {
  let extra = `,"score":${options.score}`;
  if (options.parseDate) extra += `,"parse_date":"${formatUtc(row.parse_at)}"`;
  if (options.highlight) extra += ',"highlight":null';
  const nlp = nlpJsonFor(options.nlp, row.nlp_doc, row.nlp_iptc_doc, row.embedding);
  if (nlp !== null) extra += `,"nlp":${nlp}`;
  return `${row.doc.slice(0, -1)}${extra}}`;
}
