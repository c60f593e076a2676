// Finds the breached organisation in an article, and normalises organisation names for matching.
//
// The finder lives in company/, one concern a module; this file is its public face. Each module imports only
// those above it in this list:
//   names.ts            companyKey, mergeKey: organisation names as keys for matching, legal suffixes
//   vocabulary.ts       the word sets: stop words, descriptors, nationalities, places, what is no victim
//   patterns.ts         the regular-expression parts of a name and PATTERNS, the sentence shapes that name a victim
//   name-span.ts        tokensOf, nameFromSpan, isPlausibleVictim, bracketOwner: from a captured span to a name;
//                       withPossessiveBrand: "McDonald's" keeps its possessive
//   cues.ts             what the words around a name say: a person, an attacker, a fine's or report's author
//   extract-company.ts  extractCompany: candidates from the patterns, weighed by the cues, and its fallbacks
//   ranker-features.ts  nameCandidatesIn, nameTraits: what the trained ranker (company-model.ts) reads
//   organisation-keys.ts incidentKey, sameOrganisation: the keys breach events are merged and grouped by;
//                       unnamedVictimKey: the key of a report naming no organisation, from its headline's victim;
//                       mentionGroupKey: a mention's merge group, one or the other
export { companyKey, mergeKey } from './company/names';
export { extractCompany } from './company/extract-company';
export { withPossessiveBrand } from './company/name-span';
export type { CompanyOptions } from './company/extract-company';
export { nameCandidatesIn, nameTraits, isOrganisationNoun } from './company/ranker-features';
export {
  acronymForm,
  incidentKey,
  isPlainName,
  nameForm,
  nameWords,
  oneName,
  oneOrganisation,
  sameOrganisation,
  spellingKey,
  mentionGroupKey,
  UNNAMED_KEY_PREFIX,
  unnamedVictimKey,
  type NameForm,
} from './company/organisation-keys';
