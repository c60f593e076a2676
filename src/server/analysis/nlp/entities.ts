// Named entities (PER, ORG, LOC, MISC) from capitalised proper-noun spans, classified by gazetteers and cues.
//
// wink's English model tags parts of speech but has no person/organisation/place recogniser, so we find
// candidate spans ourselves (runs of capitalised words, allowing "of", "&", "de", hyphens and numbers
// inside) and classify each: gazetteer match; person titles splitting the span ("Microsoft CEO Satya
// Nadella"); a trailing first name + surname; place and organisation keywords (River, Inc, Bank ...);
// demonyms; person cues (name lexicons, a preceding role noun); and for single unknown words, context
// ("X said", "in X", acronyms). Per article, short forms merge into the full name they abbreviate
// ("Merkel" → "Angela Merkel"). The rules in order, and their limits: README.md. Lexicons:
// data/ner-lexicons.json (built by build-ner-lexicons.ts).
//
// The recogniser lives in entities/, one concern a module; this file is its public face. Each module
// imports only those above it in this list:
//   mention.ts           the entity and mention types, certainMention
//   lexicons.ts          the gazetteer and mined names of the data file, the word lists and shared patterns
//   name-view.ts         NameView (the token arrays every step reads) and the token predicates
//   spans.ts             candidateSpans: runs of name tokens, where they stop and what joins them
//   entity-resolver.ts   EntityResolver: the classification of a span, and the cues it reads
//   special-names.ts     finders of particular name shapes (quoted works, datelines, threat groups ...)
//   title-case-names.ts  the Title Case reader's helpers for persons', places' and bodies' names
//   title-case.ts        isTitleCase, findTitleCaseMentions: headlines whose every word is capitalised
//   find-mentions.ts     findMentions: a body, or a headline in sentence case
//   tally.ts             extractEntities, the headline's subject person, tallyEntities
export type { EntityLabel, Entity, EntitiesByLabel } from './entities/mention';
export { isTitleCase, findTitleCaseMentions } from './entities/title-case';
export { findMentions } from './entities/find-mentions';
export { tallyEntities, extractEntities } from './entities/tally';
