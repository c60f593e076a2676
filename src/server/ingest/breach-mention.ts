// An article's breach mention in the form breach_mentions keeps it. One function for both places that extract
// it (the enrichment workers, and the breach stage for articles that arrive with their NLP layer), so both store
// the same bytes.
import { extractBreach, mergeKey, type BreachInputArticle } from '../analysis/breaches';

export interface ExtractedMention {
  /** The mention's JSON. */
  mention: string;
  /** Its company's merge key; null when it names no company. */
  companyKey: string | null;
}

export type OrgEntities = NonNullable<BreachInputArticle['ner_ORG']>;

/** The organisations of a stored NLP layer (StoredNlp's `doc`). */
export const organisationsOfNlpDoc = (doc: string): OrgEntities | null =>
  (JSON.parse(doc) as { ner_ORG?: OrgEntities | null }).ner_ORG ?? null;

/** The article's mention, or null when it reports no breach. */
export function extractStoredMention(article: BreachInputArticle): ExtractedMention | null {
  const mention = extractBreach(article);
  if (!mention) return null;
  return {
    mention: JSON.stringify(mention),
    companyKey: (mention.company_name && mergeKey(mention.company_name)) || null,
  };
}
