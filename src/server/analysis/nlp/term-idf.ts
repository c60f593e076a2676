// Inverse document frequencies of lemmas, from the training news (data/term-idf.json), for term weighting.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const termIdfFileSchema = z.object({
  description: z.string(),
  documents: z.number().int().positive(),
  /** IDF of a term seen in at most one training document, or never. */
  unseenIdf: z.number().positive(),
  idf: z.record(z.string(), z.number().positive()),
});

export type TermIdfFile = z.infer<typeof termIdfFileSchema>;

/** Smoothed IDF, as scikit-learn computes it: ln((N + 1) / (df + 1)) + 1. */
function smoothedIdf(documents: number, documentFrequency: number): number {
  return Math.log((documents + 1) / (documentFrequency + 1)) + 1;
}

/** IDF table of terms that occur in at least two documents (rarer ones share `unseenIdf`). */
export function buildTermIdf(documents: ReadonlyArray<readonly string[]>, description: string): TermIdfFile {
  const documentFrequency = new Map<string, number>();
  for (const terms of documents) {
    for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const idf: Record<string, number> = {};
  const sortedTerms = [...documentFrequency.keys()].sort();
  for (const term of sortedTerms) {
    const df = documentFrequency.get(term)!;
    if (df >= 2) idf[term] = Number(smoothedIdf(documents.length, df).toFixed(3));
  }
  return {
    description,
    documents: documents.length,
    unseenIdf: Number(smoothedIdf(documents.length, 1).toFixed(3)),
    idf,
  };
}

export class TermWeights {
  private readonly idf: Map<string, number>;
  private readonly unseenIdf: number;

  constructor(file: TermIdfFile) {
    this.idf = new Map(Object.entries(file.idf));
    this.unseenIdf = file.unseenIdf;
  }

  idfOf(term: string): number {
    return this.idf.get(term) ?? this.unseenIdf;
  }
}

let shipped: TermWeights | undefined;

/** IDF weights shipped in data/term-idf.json, loaded once. */
export function shippedTermWeights(): TermWeights {
  shipped ??= new TermWeights(
    termIdfFileSchema.parse(
      JSON.parse(readFileSync(new URL('./data/term-idf.json', import.meta.url), 'utf8')),
    ),
  );
  return shipped;
}
