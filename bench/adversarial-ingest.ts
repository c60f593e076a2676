// The "adversarial ingest" measurement: the worst time one article takes through ingest's analysis (capped
// text, NLP enrichment, breach extraction) over texts built to be slow — long runs without spaces, blobs,
// unclosed markup, deep nesting, mixed scripts, megabyte lines — at the raw size ingest reads of a field.
import { randomBytes } from 'node:crypto';
import { enrichArticle } from '../src/server/analysis/nlp';
import { extractBreach } from '../src/server/analysis/breaches';
import { analysisFields, MAX_RAW_CHARS } from '../src/server/analysis/text/analysis-text';

/** `unit` repeated to exactly `size` UTF-16 units. */
const repeatTo = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const base64 = (size: number) =>
  randomBytes(Math.ceil((size * 3) / 4))
    .toString('base64')
    .slice(0, size);

/** Named texts of `size` characters that once made analysis superlinear, or could. */
export function adversarialTexts(size: number): Record<string, string> {
  return {
    'one token': repeatTo('a', size),
    base64: base64(size),
    'data: URI in a tag': `<img src="data:image/png;base64,${base64(size)}"> caption`,
    'data: URI as text': `see data:image/png;base64,${base64(size)} here`,
    'long URLs': repeatTo(`https://example.com/${'p/'.repeat(900)}?q=1 `, size),
    'nested brackets': `${'('.repeat(size / 2)}${')'.repeat(size / 2)}`,
    'punctuation, no spaces': repeatTo('([{<"\'.,;:!?-', size),
    'unclosed tags': repeatTo('<a', size),
    'unclosed scripts': repeatTo('<script>x ', size),
    'entity-like runs': repeatTo('&amp', size),
    'dotted run': repeatTo('a.', size),
    'mixed scripts': repeatTo('Hello мир 世界 مرحبا שלום 🙂 ', size),
    'mixed scripts, no spaces': repeatTo('Helloмир世界مرحباשלום🙂', size),
    'control characters and lone surrogates': repeatTo('a\u0000b\u0007\ud800 c\udc00\u200b ', size),
    'short sentences': repeatTo('A cat sat. ', size),
    'breach report sentences': repeatTo(
      'Acme Corp suffered a data breach exposing 1,000 customer emails. ',
      size,
    ),
    'capitalised words': repeatTo('Acme ', size),
    'blank lines after a tag': `<p>x${'\n'.repeat(size)}`,
  };
}

export interface AdversarialResults {
  size: number;
  kinds: number;
  worst: { kind: string; ms: number };
}

/** One article as ingest analyses it: the capped fields, enrichment, then extraction on the same text. */
export function analyseLikeIngest(id: string, content: string): void {
  const fields = analysisFields({ title: content.slice(0, 5_000), description: content, content });
  const nlp = enrichArticle({ ...fields, language: 'en' });
  extractBreach({
    id,
    ...fields,
    published_date: '2026-01-01 00:00:00',
    ner_ORG: nlp.ner_ORG,
  });
}

/** Worst single-article time over the adversarial texts at the raw size limit (best of `rounds` per text). */
export function measureAdversarialIngest(rounds = 2, size = MAX_RAW_CHARS): AdversarialResults {
  analyseLikeIngest('warm-up', 'Acme Corp said hackers stole customer data.'); // loads the models
  const texts = adversarialTexts(size);
  let worst = { kind: '', ms: 0 };
  for (const [kind, text] of Object.entries(texts)) {
    let best = Infinity;
    for (let round = 0; round < rounds; round++) {
      const started = performance.now();
      analyseLikeIngest(kind, text);
      best = Math.min(best, performance.now() - started);
    }
    if (best > worst.ms) worst = { kind, ms: best };
  }
  return { size, kinds: Object.keys(texts).length, worst };
}
