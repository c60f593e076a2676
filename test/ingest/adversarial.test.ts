// No input stalls ingest: enrichment and breach extraction, on the capped text ingest gives them, terminate
// and return valid output for texts built to be slow or strange, and such articles are stored like any other.
import fs from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { enrichArticle, type NlpResult } from '../../src/server/analysis/nlp';
import { DATA_TYPES, extractBreach, type BreachMention } from '../../src/server/analysis/breaches';
import {
  analysisFields,
  MAX_TEXT_CHARS,
  MAX_TITLE_CHARS,
  MAX_TOKEN_CHARS,
} from '../../src/server/analysis/text/analysis-text';
import { openStore, type Db } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { createBreachStage } from '../../src/server/ingest/breach-stage';
import { encodeNlp } from '../../src/server/store/nlp-codec';
import { adversarialTexts } from '../../bench/adversarial-ingest';
import { makeArticle, sourceLines, tempDir } from '../helpers/fixtures';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function expectValidNlp(nlp: NlpResult): void {
  expect(typeof nlp.theme).toBe('string');
  expect(nlp.theme.length).toBeGreaterThan(0);
  expect(typeof nlp.summary).toBe('string');
  for (const score of [nlp.sentiment.title, nlp.sentiment.content]) {
    expect(Number.isFinite(score) && score >= -1 && score <= 1).toBe(true);
  }
  for (const list of [nlp.ner_PER, nlp.ner_ORG, nlp.ner_LOC, nlp.ner_MISC]) {
    for (const entity of list) {
      expect(typeof entity.entity_name).toBe('string');
      expect(Number.isInteger(entity.count) && entity.count > 0).toBe(true);
    }
  }
  expect(nlp.iptc_tags_name.length).toBe(nlp.iptc_tags_id.length);
  expect(nlp.embeddings.length).toBeGreaterThan(0);
  const norm = Math.hypot(...nlp.embeddings);
  expect(nlp.embeddings.every(Number.isFinite)).toBe(true);
  expect(norm === 0 || Math.abs(norm - 1) < 1e-3).toBe(true);
  expect(() => encodeNlp(nlp)).not.toThrow();
}

function expectValidMention(mention: BreachMention | null): void {
  if (mention === null) return;
  expect(typeof mention.title).toBe('string');
  expect(typeof mention.summary).toBe('string');
  expect(DATA_TYPES).toContain(mention.data_type);
  expect(
    mention.event_date === null || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(mention.event_date),
  ).toBe(true);
  expect(() => JSON.stringify(mention)).not.toThrow();
}

/** What ingest's stages do with one article: cap once, enrich, extract from the same text. */
function analyse(title: string, body: string): void {
  const fields = analysisFields({ title, description: body.slice(0, 3_000), content: body });
  expect(fields.title.length).toBeLessThanOrEqual(MAX_TITLE_CHARS * 5); // escaped: '&' → '&amp;' at most
  expect(fields.content!.length).toBeLessThanOrEqual(MAX_TEXT_CHARS * 5);
  const nlp = enrichArticle({ ...fields, language: 'en' });
  expectValidNlp(nlp);
  expectValidMention(
    extractBreach({ id: 'x', ...fields, published_date: '2026-11-20 10:00:00', ner_ORG: nlp.ner_ORG }),
  );
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const control = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
// Pieces of text: words, markup, blobs, brackets, other scripts, control characters and lone surrogates.
const piece = fc.oneof(
  fc.constantFrom(
    'Acme Corp',
    'data breach',
    'hackers stole',
    '1,200 customers',
    'on October 3, 2026',
    '. ',
    '! ',
    ' ',
    '\n',
    '<p>',
    '</p>',
    '<a href="',
    '<script>',
    '</script>',
    '&amp;',
    '&#x1F600;',
    '&',
    '<',
    '>',
    '(((',
    ')))',
    '[{<',
    '"\'',
    'https://example.com/a?b=c',
    'data:image/png;base64,',
    'Привет мир',
    '世界',
    'مرحبا',
    '🙂',
    '\u200b',
    '\ufeff',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  loneSurrogate,
  control,
);
// A piece repeated: long tokens (no spaces), deep nesting, long runs of one kind of character.
const run = fc
  .tuple(piece, fc.integer({ min: 1, max: 3 * MAX_TOKEN_CHARS }))
  .map(([p, times]) => p.repeat(Math.min(times, Math.ceil(6_000 / Math.max(p.length, 1)))));
const adversarialText = fc.array(fc.oneof(piece, run), { maxLength: 30 }).map((parts) => parts.join(''));

describe('analysis of adversarial texts', () => {
  it('terminates with valid output for generated texts', () => {
    fc.assert(
      fc.property(adversarialText, adversarialText, (title, body) => {
        analyse(title, body);
      }),
      { numRuns: 60 },
    );
  });

  it('terminates with valid output for the bench set, small and at megabyte size', () => {
    for (const text of Object.values(adversarialTexts(20_000))) analyse(text.slice(0, 300), text);
    // The caps at work: megabyte lines of the kinds that were superlinear before them.
    const big = adversarialTexts(1_000_000);
    for (const kind of ['one token', 'base64', 'data: URI in a tag', 'unclosed tags', 'nested brackets']) {
      analyse(big[kind]!.slice(0, 50_000), big[kind]!);
    }
  });

  it('stores adversarial articles with their NLP layer and events like any others', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const db = openStore(dir);
    dbs.push(db);
    const texts = adversarialTexts(20_000);
    const articles = Object.values(texts).map((text, i) =>
      makeArticle({
        title: `${i % 2 ? 'Acme Corp data breach' : 'Report'} ${text.slice(0, 500)}`,
        content: text,
      }),
    );
    const breach = createBreachStage(db);
    const stats = await ingest(db, sourceLines(articles), {
      stages: {
        // In this thread (the ingest stages run the same steps in worker threads).
        enrich: async (batch) =>
          batch.map((a) => encodeNlp(enrichArticle({ ...analysisFields(a.doc), language: a.doc.language }))),
        ...breach,
      },
    });
    expect(stats).toMatchObject({ read: articles.length, stored: articles.length, skipped: 0 });
    expect(db.prepare('SELECT count(*) FROM articles WHERE nlp_doc IS NOT NULL').pluck().get()).toBe(
      articles.length,
    );
  });
});
