import { describe, expect, it } from 'vitest';
import { summarise } from './summary';
import { shippedTermWeights } from './term-idf';
import { analyseText, contentFlags, sentenceText, type AnalysedText } from './text-analysis';
import type { TermWeights } from './term-idf';

const weights = shippedTermWeights();

const article = [
  'The city council approved a new budget for public transport on Tuesday.',
  'The budget adds forty electric buses and extends the tram line to the northern suburbs.',
  'Council members debated the transport budget for six hours before the vote.',
  'One member brought homemade cookies to the meeting.',
  'Critics say the budget leaves too little money for road repairs.',
  'The weather was mild.',
  'The new tram line is expected to open in 2027 and carry twenty thousand passengers a day.',
].join(' ');

describe('summarise', () => {
  it('picks at most three sentences of the text, in their original order', () => {
    const summary = summarise(analyseText(article), weights);
    const sentences = summary.match(/[^.]+\./g)!.map((s) => s.trim());
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.length).toBeLessThanOrEqual(3);
    const positions = sentences.map((sentence) => article.indexOf(sentence));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
  });

  it('prefers sentences about what the article is about over asides', () => {
    const summary = summarise(analyseText(article), weights);
    expect(summary).toContain('The city council approved a new budget for public transport on Tuesday.');
    expect(summary).not.toContain('cookies');
    expect(summary).not.toContain('The weather was mild.');
  });

  it('returns a short text whole', () => {
    const text = 'Markets were calm. Traders waited for the central bank.';
    expect(summarise(analyseText(text), weights)).toBe(text);
  });

  it('honours a smaller sentence budget', () => {
    const summary = summarise(analyseText(article), weights, 1);
    expect(summary.match(/\./g)).toHaveLength(1);
  });
});

/** summarise as it was written with a Map of lemma ids and a lemma list for every sentence. */
function summariseByMaps(analysed: AnalysedText, weights: TermWeights, maxSentences = 3): string {
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

  const candidates: { index: number; lemmas: number[]; score: number }[] = [];
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
    if (words < 5 || words > 60 || lemmas.length === 0) return;
    let weight = 0;
    for (const id of lemmas) weight += lemmaWeights[id]!;
    const leadBonus = 1 + 0.6 / (1 + index);
    candidates.push({
      index,
      lemmas,
      score: (weight / Math.sqrt(lemmas.length)) * leadBonus,
    });
  });
  if (candidates.length === 0) return sentences([...analysed.sentenceSpans.keys()].slice(0, maxSentences));

  const chosen: { candidate: { index: number; lemmas: number[]; score: number }; lemmas: Set<number> }[] = [];
  for (const candidate of [...candidates].sort((x, y) => y.score - x.score)) {
    const repeats = chosen.some((picked) => {
      let shared = 0;
      for (const lemma of candidate.lemmas) if (picked.lemmas.has(lemma)) shared++;
      return shared / Math.min(candidate.lemmas.length, picked.lemmas.size) >= 0.5;
    });
    if (!repeats) chosen.push({ candidate, lemmas: new Set(candidate.lemmas) });
    if (chosen.length === maxSentences) break;
  }
  return sentences(chosen.map(({ candidate }) => candidate.index).sort((x, y) => x - y));
}

describe('summarise, lemma ids by hash', () => {
  it('chooses the sentences the Map-based version chose, on texts of many repeated lemmas', () => {
    const words = 'budget council tram bus vote city member transport meeting cookie rain storm'.split(' ');
    let seed = 11;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let text = 0; text < 40; text++) {
      const sentences: string[] = [];
      for (let k = 0, count = 2 + Math.floor(random() * 12); k < count; k++) {
        const length = 2 + Math.floor(random() * 14);
        const picked = Array.from({ length }, () => words[Math.floor(random() * words.length)]!);
        sentences.push(`The ${picked.join(' and the ')} went up.`);
      }
      const analysed = analyseText(sentences.join(' '));
      for (const max of [1, 3]) {
        expect(summarise(analysed, weights, max)).toBe(summariseByMaps(analysed, weights, max));
      }
    }
  });
});
