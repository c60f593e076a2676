// Public face of the demo-corpus generator: the outlet registry and the article stream.
export {
  generateDemoArticles,
  DEFAULT_DAYS,
  type DemoArticle,
  type DemoCorpusOptions,
  type DatePrecision,
} from './generate';
export { demoOutlets, DEFAULT_SEED, UNRANKED, type DemoOutlet } from './outlets';
export { WIRE_AGENCIES } from './roster';
