// Builds data/embedding-lsa.json and data/embedding-lsa.bin, the LSA half of the embedding, from the real news
// in /work/shared/data (build time only; see README.md, "Embeddings").
//
// The split was fixed before any training: HuffPost's test split (splitOfLink, 20 % by a hash of the link) is
// never trained on and is where scripts/eval-embeddings.ts measures; its validation split (10 %) chooses the
// options (rank, lexical share, clustering threshold) with a model trained on the train split only
// (`--tune-model`); the shipped model trains on train + validation + all 3,000 cybersecurity texts.
// Usage: npx tsx src/server/analysis/nlp/train-embedding.ts [--rank 128] [--tune-model OUT_PREFIX]
import { writeFileSync } from 'node:fs';
import { quantiseTermVectors, tfidfRows, truncatedSvd } from './embedding-training';
import { encodeLsaBinary, type LsaHeader } from './lsa-vectors';
import { shippedTermWeights } from './term-idf';
import { toTermDocuments } from './theme-training';
import { readCybersecurityTexts, readHuffPostTexts } from './training-corpus';
import { writeDataFile } from './write-data-file';

export const DEFAULT_RANK = 128;

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const rank = Number(option('--rank') ?? DEFAULT_RANK);
const tunePrefix = option('--tune-model');

const huffPost = toTermDocuments(readHuffPostTexts()).filter((document) =>
  tunePrefix ? document.split === 'train' : document.split !== 'test',
);
const cybersecurity = toTermDocuments(readCybersecurityTexts());
const documents = [...huffPost, ...cybersecurity].map((document) => document.terms);

// The vocabulary: every term the shipped IDF table knows (seen in ≥ 2 non-test texts), in sorted order.
const weights = shippedTermWeights();
const counts = new Map<string, number>();
for (const terms of documents)
  for (const term of new Set(terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
const terms = [...counts.keys()].filter((term) => counts.get(term)! >= 2).sort();
const vocabulary = new Map(terms.map((term, column) => [term, column]));

const started = performance.now();
const matrix = tfidfRows(documents, vocabulary, (term) => weights.idfOf(term));
const svd = truncatedSvd(matrix, rank);
const vectors = quantiseTermVectors(svd, terms.length);
console.log(
  `${documents.length} texts × ${terms.length} terms, rank ${rank}: SVD in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `singular values ${svd.singularValues[0]!.toFixed(2)} … ${svd.singularValues[rank - 1]!.toFixed(2)}`,
);

const header: LsaHeader = {
  description:
    `LSA term vectors (rows of V·Σ of a rank-${rank} truncated SVD of (1 + ln tf)·idf unit rows), int8 with one ` +
    `float32 scale per term, built by train-embedding.ts from ${huffPost.length} HuffPost News Category ` +
    `headlines+descriptions (Misra 2022, CC BY 4.0; ${tunePrefix ? 'train split' : 'train and validation splits'}) and ` +
    `${cybersecurity.length} NewsDataHub cybersecurity headlines+descriptions (CC BY 4.0).`,
  rank,
  terms,
};
const binary = encodeLsaBinary(vectors.codes, vectors.scales);
if (tunePrefix) {
  writeFileSync(`${tunePrefix}.json`, JSON.stringify(header));
  writeFileSync(`${tunePrefix}.bin`, binary);
  console.log(`tuning model → ${tunePrefix}.json/.bin`);
} else {
  await writeDataFile(new URL('./data/embedding-lsa.json', import.meta.url), header);
  writeFileSync(new URL('./data/embedding-lsa.bin', import.meta.url), binary);
  console.log(`→ data/embedding-lsa.json, data/embedding-lsa.bin (${binary.length} bytes)`);
}
