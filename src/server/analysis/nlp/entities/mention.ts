// The entity types the recogniser returns (EntityLabel, Entity, EntitiesByLabel), the Mention that its
// finders produce, and certainMention, which makes one from a run of tokens.
import { type AnalysedText, textOfTokens } from '../text-analysis';

export type EntityLabel = 'PER' | 'ORG' | 'LOC' | 'MISC';

export interface Entity {
  entity_name: string;
  count: number;
}

export interface EntitiesByLabel {
  ner_PER: Entity[];
  ner_ORG: Entity[];
  ner_LOC: Entity[];
  ner_MISC: Entity[];
}

export interface Mention {
  label: EntityLabel;
  name: string;
  /** True when the class came from the gazetteer or a strong cue, not from fallback rules. */
  certain: boolean;
  /** For single-word mentions resolved late: candidate for merging into a longer name. */
  single: boolean;
  /**
   * An unknown single word capitalised only because it starts a sentence ("Prosecutors charged ..."):
   * counted only if the same name also occurs where capitals mean something.
   */
  weak: boolean;
  /** Certain by a context cue of one sentence ("X announced"), which a person's full name outranks. */
  byContext: boolean;
}

/**
 * A name taken with certainty (the gazetteer, the body, a context cue, a first name, a dateline or quotation
 * marks said so), spanning tokens first..last.
 */
export function certainMention(
  analysed: AnalysedText,
  label: EntityLabel,
  first: number,
  last: number,
): Mention {
  return {
    label,
    name: textOfTokens(analysed, first, last),
    certain: true,
    single: first === last,
    weak: false,
    byContext: false,
  };
}
