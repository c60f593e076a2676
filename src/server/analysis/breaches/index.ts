// Data-breach event extraction: detect breach reports, extract a mention per article, merge mentions into events.
export type { BreachInputArticle, BreachMention, BreachEvent, DataType, DatePrecision } from './types';
export { DATA_TYPES } from './types';
export { detectBreach, scoreBreachText, BREACH_THRESHOLD } from './detect';
export { extractBreach, extractMention, cleanTitle } from './extract';
export { mergeMentions, breachEventId, DEFAULT_WINDOW_DAYS, DEFAULT_DATE_WINDOW_DAYS } from './merge';
export type { MergeOptions } from './merge';
export {
  companyKey,
  mergeKey,
  extractCompany,
  incidentKey,
  mentionGroupKey,
  UNNAMED_KEY_PREFIX,
} from './company';
export {
  findDataKinds,
  dominantDataType,
  dataTypeOfKind,
  DATA_KINDS,
  DATA_TYPE_SENSITIVITY,
} from './dataKinds';
export { extractEventDate } from './dates';
export { findImpacted } from './impacted';
