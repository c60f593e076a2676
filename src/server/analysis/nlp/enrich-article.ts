// The NLP layer of one article: sentiment, entities, themes, summary, IPTC tags and embedding, from one analysis
// (wink-nlp's, computed by its port, fast-analysis.ts) of the title and one of the body (content, or the
// description when there is none).
import { htmlToText } from '../text/html-to-text';
import { embedTerms } from './embedding';
import { extractEntities, type EntitiesByLabel } from './entities';
import { iptcTagsFor } from './iptc';
import { shippedLsaVectors } from './lsa-vectors';
import { textSentiment } from './sentiment';
import { summarise } from './summary';
import { shippedTermWeights } from './term-idf';
import { analyseText, contentTerms, type AnalysedText } from './text-analysis';
import { shippedThemeClassifier } from './theme-classifier';

export interface NlpInput {
  title: string;
  description?: string | null;
  content?: string | null;
  language?: string | null;
}

/** An article's NLP layer; the entities by label (ner_PER … ner_MISC) are extractEntities' answer. */
export interface NlpResult extends EntitiesByLabel {
  /** Themes, most probable first, joined by ", " (e.g. "Politics" or "Business, Tech"). */
  theme: string;
  summary: string;
  sentiment: { title: number; content: number };
  iptc_tags_name: string[];
  iptc_tags_id: string[];
  /** EMBEDDING_DIMENSION numbers, unit length (see embedding.ts). */
  embeddings: number[];
}

/**
 * The classifier reads the title and the body's first terms: it was trained on headlines with their
 * one-paragraph descriptions, and the opening of an article is where its subject is stated.
 */
const THEME_BODY_TERMS = 120;

/** Whether sentiment applies: wink's sentiment lexicon is English; an unknown language is taken as English. */
function isEnglish(language: string | null | undefined): boolean {
  return !language || /^en(?:[-_]|$)/i.test(language.trim());
}

function roundedSentiment(analysed: AnalysedText | null, english: boolean, isTitle: boolean): number {
  if (!analysed || !english) return 0;
  const clamped = textSentiment(analysed, isTitle);
  return Math.round(clamped * 10_000) / 10_000;
}

/** Computes the `nlp` object of an article. Synchronous and pure: same input, same output. */
export function enrichArticle(input: NlpInput): NlpResult {
  const title = htmlToText(input.title).trim();
  const body = htmlToText(input.content ?? '').trim() || htmlToText(input.description ?? '').trim();
  const titleAnalysis = title ? analyseText(title) : null;
  const bodyAnalysis = body ? analyseText(body) : null;
  const english = isEnglish(input.language);

  const titleTerms = titleAnalysis ? contentTerms(titleAnalysis) : [];
  const bodyTerms = bodyAnalysis ? contentTerms(bodyAnalysis) : [];
  const articleTerms = [...titleTerms, ...bodyTerms];

  const themes = shippedThemeClassifier().classify([...titleTerms, ...bodyTerms.slice(0, THEME_BODY_TERMS)]);
  const entities = extractEntities(titleAnalysis, bodyAnalysis);
  const iptc = iptcTagsFor({
    themes,
    terms: articleTerms,
    titleTerms,
    organisations: entities.ner_ORG.map((entity) => entity.entity_name),
  });

  return {
    theme: themes.join(', '),
    summary: bodyAnalysis ? summarise(bodyAnalysis, shippedTermWeights()) : title,
    sentiment: {
      title: roundedSentiment(titleAnalysis, english, true),
      content: roundedSentiment(bodyAnalysis, english, false),
    },
    ...entities,
    ...iptc,
    embeddings: numbersOf(embedTerms(articleTerms, shippedTermWeights(), shippedLsaVectors())),
  };
}

/**
 * The vector's numbers as a plain array, by index: what `Array.from(vector)` gives, without its iterator (an
 * iterator result per number, 256 an article, was a tenth of what enrichment allocated besides the analyses).
 */
export function numbersOf(vector: Float32Array): number[] {
  const numbers = new Array<number>(vector.length);
  for (let i = 0; i < vector.length; i++) numbers[i] = vector[i]!;
  return numbers;
}

/** The embedding of any text (a title, a summary, a content), comparable with articles' `embeddings`. */
export function embedText(text: string): Float32Array {
  const trimmed = text.trim();
  return embedTerms(
    trimmed ? contentTerms(analyseText(trimmed)) : [],
    shippedTermWeights(),
    shippedLsaVectors(),
  );
}
