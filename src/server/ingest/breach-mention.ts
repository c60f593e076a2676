// An article's breach mention in the form breach_mentions keeps it. One function for both places that extract
// it (the enrichment workers, and the breach stage for articles that arrive with their NLP layer), so both store
// the same bytes.
import { extractBreach, mentionGroupKey, type BreachInputArticle } from '../analysis/breaches';

export interface ExtractedMention {
  /** The mention's JSON. */
  mention: string;
  /**
   * Its merge group's key: its company's key; for a mention naming no company, the key of the victim its headline
   * describes (unnamedVictimKey, "unnamed:…"), else null (an event of its own).
   */
  companyKey: string | null;
}

export type OrgEntities = NonNullable<BreachInputArticle['ner_ORG']>;

/** The organisations of a stored NLP layer (StoredNlp's `doc`). */
export const organisationsOfNlpDoc = (doc: string): OrgEntities | null =>
  (JSON.parse(doc) as { ner_ORG?: OrgEntities | null }).ner_ORG ?? null;

/**
 * The article's mention from its capped text, or null when it reports no breach. `organisations` is called only
 * if extraction asks for them: most articles are not breaches and never need their NLP layer parsed.
 */
export function extractStoredMention(
  text: Pick<BreachInputArticle, 'title' | 'description' | 'content'>,
  article: Pick<BreachInputArticle, 'id' | 'published_date'>,
  organisations: () => OrgEntities | null,
): ExtractedMention | null {
  const mention = extractBreach({
    id: article.id,
    title: text.title,
    description: text.description,
    content: text.content,
    published_date: article.published_date,
    get ner_ORG() {
      return organisations();
    },
  });
  if (!mention) return null;
  return {
    mention: JSON.stringify(mention),
    companyKey: mentionGroupKey(mention),
  };
}
