// What the authors NLP filters read, derived from an article's stored NLP layer (StoredNlp): a theme bit
// mask and the two sentiments (copied onto the article's author rows), and tags for its entities (kind and
// folded name) and IPTC codes (the author_nlp_tags relation, one row per author of the article and tag).
// Written by ingest (article-writer.ts) and back-filled by migration 5 for stores created before it (entity
// tags re-keyed by migration 7); both must derive the same values.
import { nameKey } from '../../contract/names';
import type { StoredNlp } from './nlp-codec';

/**
 * Bit i of a theme mask stands for THEME_BITS[i]. This order is a storage format: stored masks depend on
 * it, so themes may be appended but never reordered or removed.
 */
export const THEME_BITS = [
  'Business',
  'Economics',
  'Entertainment',
  'Finance',
  'Health',
  'Politics',
  'Science',
  'Sports',
  'Tech',
  'Crime',
  'Lifestyle',
  'Automotive',
  'Travel',
  'Weather',
  'General',
] as const;

const BIT_OF_THEME = new Map<string, number>(THEME_BITS.map((theme, bit) => [theme.toLowerCase(), bit]));

/** The mask of a list of theme names (case-insensitive); names outside THEME_BITS add nothing. */
export function themeMask(names: readonly string[]): number {
  let mask = 0;
  for (const name of names) {
    const bit = BIT_OF_THEME.get(name.trim().toLowerCase());
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask;
}

/**
 * SQL for the mask of a stored comma-joined theme string (`"Tech, Business"`): the same value as
 * themeMask(theme.split(',')) for theme names without blanks other than spaces. NULL stays NULL.
 */
export function themeMaskSql(themeExpression: string): string {
  const padded = `(',' || lower(replace(${themeExpression}, ' ', '')) || ',')`;
  const terms = THEME_BITS.map(
    (theme, bit) =>
      `(CASE WHEN instr(${padded}, ',${theme.toLowerCase()},') > 0 THEN ${1 << bit} ELSE 0 END)`,
  );
  return `(CASE WHEN ${themeExpression} IS NULL THEN NULL ELSE ${terms.join(' + ')} END)`;
}

export const ENTITY_KINDS = ['PER', 'ORG', 'MISC', 'LOC'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

/** An entity tag from a name's key (nameKey), for a caller that has the key already. */
const tagOfKey = (kind: EntityKind, key: string): string => `${kind}:${key}`;

/**
 * The tag of an entity of one kind: `ORG:acme corp`. Entity names compare by the contract's nameKey, like
 * author names; migration 7 re-keyed the tags of stores written before (migration 5 had folded ASCII only).
 */
export const entityTag = (kind: EntityKind, name: string): string => tagOfKey(kind, nameKey(name));

/** The tag of an IPTC Media Topic code: `IPTC:13000000`. */
export const iptcTag = (code: string): string => `IPTC:${code}`;

export interface NlpRelationValues {
  /** null when the layer has no theme. */
  themeMask: number | null;
  titleSentiment: number | null;
  contentSentiment: number | null;
  /** Distinct entity tags (entityTag) and IPTC tags (iptcTag). */
  tags: string[];
}

interface StoredNlpDoc {
  theme?: string | null;
  sentiment?: { title?: number | null; content?: number | null } | null;
  ner_PER?: { entity_name?: unknown }[];
  ner_ORG?: { entity_name?: unknown }[];
  ner_MISC?: { entity_name?: unknown }[];
  ner_LOC?: { entity_name?: unknown }[];
}

const finiteOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The filter values of a stored NLP layer. */
export function nlpRelationValues(stored: StoredNlp): NlpRelationValues {
  const doc = JSON.parse(stored.doc) as StoredNlpDoc;
  const tags = new Set<string>();
  for (const kind of ENTITY_KINDS) {
    for (const entity of doc[`ner_${kind}`] ?? []) {
      if (typeof entity.entity_name !== 'string') continue;
      // entityTag's key, computed once: the writer's thread derives these for every article it stores.
      const key = nameKey(entity.entity_name);
      if (key !== '') tags.add(tagOfKey(kind, key));
    }
  }
  if (stored.iptcDoc) {
    const iptc = JSON.parse(`{${stored.iptcDoc}}`) as { iptc_tags_id?: unknown[] };
    for (const code of iptc.iptc_tags_id ?? []) if (typeof code === 'string') tags.add(iptcTag(code));
  }
  return {
    themeMask: typeof doc.theme === 'string' ? themeMask(doc.theme.split(',')) : null,
    titleSentiment: finiteOrNull(doc.sentiment?.title),
    contentSentiment: finiteOrNull(doc.sentiment?.content),
    tags: [...tags],
  };
}
