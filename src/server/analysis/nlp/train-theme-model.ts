// Builds data/theme-model.json and data/term-idf.json from the real news in /work/shared/data (build time only).
// Usage: npx tsx src/server/analysis/nlp/train-theme-model.ts [huffpost.jsonl] [cybersecurity.csv]
import { buildTermIdf } from './term-idf';
import { DEFAULT_TRAINING_OPTIONS, toTermDocuments, trainThemeModel } from './theme-training';
import {
  DEFAULT_CYBERSECURITY_PATH,
  DEFAULT_HUFFPOST_PATH,
  readCybersecurityTexts,
  readHuffPostTexts,
  sampleCybersecurity,
} from './training-corpus';
import { writeDataFile } from './write-data-file';

const huffPostPath = process.argv[2] ?? DEFAULT_HUFFPOST_PATH;
const cybersecurityPath = process.argv[3] ?? DEFAULT_CYBERSECURITY_PATH;

const huffPost = toTermDocuments(readHuffPostTexts(huffPostPath));
const cybersecurity = toTermDocuments(readCybersecurityTexts(cybersecurityPath));
// The test split stays out of training, so scripts/eval-themes.ts measures this very model on it.
const huffPostTraining = huffPost.filter((document) => document.split !== 'test');
const training = [...huffPostTraining, ...sampleCybersecurity(cybersecurity)];

const model = trainThemeModel(
  training,
  DEFAULT_TRAINING_OPTIONS,
  `Multinomial naive Bayes over wink-nlp lemmas, Jelinek-Mercer smoothed, corrected by a class-weighted ` +
    `logistic regression over the same terms, trained by train-theme-model.ts on ` +
    `${huffPostTraining.length} HuffPost News Category headlines+descriptions (Misra 2022, CC BY 4.0; train and ` +
    `validation splits; sections mapped to themes in theme-mapping.md) and ` +
    `${training.length - huffPostTraining.length} NewsDataHub cybersecurity ` +
    `headlines (CC BY 4.0) as Tech, plus keyword seeds. Options: ${JSON.stringify(DEFAULT_TRAINING_OPTIONS)}.`,
);
const modelUrl = new URL('./data/theme-model.json', import.meta.url);
await writeDataFile(modelUrl, model);

const idf = buildTermIdf(
  [...huffPostTraining, ...cybersecurity].map((document) => document.terms),
  `Smoothed IDF (ln((N+1)/(df+1))+1) of wink-nlp lemmas over ${huffPostTraining.length + cybersecurity.length} ` +
    `headline+description texts (HuffPost News Category, NewsDataHub cybersecurity), built by train-theme-model.ts.`,
);
const idfUrl = new URL('./data/term-idf.json', import.meta.url);
await writeDataFile(idfUrl, idf);

console.log(
  `theme model: ${Object.keys(model.terms).length} terms from ${training.length} texts → ${modelUrl.pathname}\n` +
    `term idf: ${Object.keys(idf.idf).length} terms from ${idf.documents} texts → ${idfUrl.pathname}`,
);
