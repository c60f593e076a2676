// Newsdeck's NLP enrichment: the `nlp` object of an article at ingest, and text embeddings for clustering.
// How each part works and how well: README.md in this folder.
export { enrichArticle, embedText, type NlpInput, type NlpResult } from './enrich-article';
export { EMBEDDING_DIMENSION, cosineSimilarity } from './embedding';
export type { Entity } from './entities';
export { createEnrichmentPool, type EnrichmentPool, type EnrichmentPoolOptions } from './enrichment-pool';
export { IPTC_TOPICS, iptcAncestorIds, type IptcTopic } from './iptc';
export { THEMES, isTheme, type Theme } from './themes';
