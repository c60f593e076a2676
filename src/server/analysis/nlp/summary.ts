// Extractive summary: the best few sentences of the body, in their original order.
//
// A sentence scores the summed weight log(1 + tf)·idf of its distinct content lemmas (tf counted over the
// whole body, so sentences about what the article keeps returning to win), divided by the square root of its
// number of content lemmas (long sentences do not win by length alone), times a lead bonus that fades with
// position (news puts the gist first). Fragments (< 5 words), run-ons (> 60 words) and near-repeats of an
// already chosen sentence (half or more of their lemmas shared) are skipped.
import { contentFlags, sentenceText, type AnalysedText } from './text-analysis';
import type { TermWeights } from './term-idf';

export const SUMMARY_SENTENCES = 3;

const MIN_WORDS = 5;
const MAX_WORDS = 60;
const LEAD_BONUS = 0.6;
const MAX_SHARED_LEMMAS = 0.5;

interface SentenceCandidate {
  index: number;
  /** Ids (see `summarise`) of the sentence's distinct content lemmas, in order of first occurrence. */
  lemmas: number[];
  score: number;
}

export function summarise(
  analysed: AnalysedText,
  weights: TermWeights,
  maxSentences = SUMMARY_SENTENCES,
): string {
  const sentenceCount = analysed.sentenceSpans.length;
  const sentences = (indices: number[]): string => indices.map((k) => sentenceText(analysed, k)).join(' ');
  if (sentenceCount <= maxSentences) return sentences([...analysed.sentenceSpans.keys()]);

  // Each distinct content lemma of the body gets an id (first occurrence order), so that sentences count
  // and compare lemmas by number. Weight of each: log(1 + tf) · idf.
  const flags = contentFlags(analysed);
  const ids = new Map<string, number>();
  const tokenIds = new Int32Array(analysed.lemmas.length).fill(-1);
  const counts: number[] = [];
  for (let i = 0; i < analysed.lemmas.length; i++) {
    if (flags[i] !== 1) continue;
    const lemma = analysed.lemmas[i]!;
    let id = ids.get(lemma);
    if (id === undefined) {
      id = counts.length;
      ids.set(lemma, id);
      counts.push(0);
    }
    counts[id]!++;
    tokenIds[i] = id;
  }
  const lemmaWeights = new Float64Array(counts.length);
  for (const [lemma, id] of ids) lemmaWeights[id] = Math.log1p(counts[id]!) * weights.idfOf(lemma);

  const candidates: SentenceCandidate[] = [];
  // Distinct lemmas by marking each id with the last sentence that held it: no Set per sentence. The weights are
  // summed in the same order (first occurrence in the sentence) as before, so every score keeps its bits.
  const lastSentence = new Int32Array(counts.length).fill(-1);
  analysed.sentenceSpans.forEach(([from, to], index) => {
    let words = 0;
    const lemmas: number[] = [];
    for (let i = from; i <= to; i++) {
      if (analysed.types[i] === 'word') words++;
      const id = tokenIds[i]!;
      if (id >= 0 && lastSentence[id] !== index) {
        lastSentence[id] = index;
        lemmas.push(id);
      }
    }
    if (words < MIN_WORDS || words > MAX_WORDS || lemmas.length === 0) return;
    let weight = 0;
    for (const id of lemmas) weight += lemmaWeights[id]!;
    const leadBonus = 1 + LEAD_BONUS / (1 + index);
    candidates.push({
      index,
      lemmas,
      score: (weight / Math.sqrt(lemmas.length)) * leadBonus,
    });
  });
  if (candidates.length === 0) return sentences([...analysed.sentenceSpans.keys()].slice(0, maxSentences));

  const chosen: { candidate: SentenceCandidate; lemmas: Set<number> }[] = [];
  for (const candidate of [...candidates].sort((x, y) => y.score - x.score)) {
    const repeats = chosen.some((picked) => {
      let shared = 0;
      for (const lemma of candidate.lemmas) if (picked.lemmas.has(lemma)) shared++;
      return shared / Math.min(candidate.lemmas.length, picked.lemmas.size) >= MAX_SHARED_LEMMAS;
    });
    if (!repeats) chosen.push({ candidate, lemmas: new Set(candidate.lemmas) });
    if (chosen.length === maxSentences) break;
  }
  return sentences(chosen.map(({ candidate }) => candidate.index).sort((x, y) => x - y));
}
