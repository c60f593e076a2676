// Worker of bench/bare-wink.ts: a bare wink-nlp pass (readDoc, POS tags, sentiment) over each text it is sent,
// with the pipes the enrichment's own wink pass runs. Plain JavaScript: nothing here needs TypeScript.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import winkNLP from 'wink-nlp';

const wink = winkNLP(createRequire(import.meta.url)('wink-eng-lite-web-model'), [
  'sbd',
  'negation',
  'sentiment',
  'pos',
]);
const its = wink.its;

parentPort.on('message', (texts) => {
  let tokens = 0;
  for (const text of texts) {
    const doc = wink.readDoc(text);
    tokens += doc.tokens().out(its.pos).length;
    doc.out(its.sentiment);
  }
  parentPort.postMessage(tokens);
});
wink.readDoc('Loaded.');
parentPort.postMessage(0);
