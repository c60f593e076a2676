// The NLP filter values derived from a stored NLP layer, and how the writer keeps them with each article.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { themes } from '../../contract';
import { THEMES } from '../analysis/nlp';
import { ingest } from '../ingest/pipeline';
import type { Db } from './db';
import { encodeNlp } from './nlp-codec';
import { sourceLines } from '../../../test/helpers/fixtures';
import { THEME_BITS, entityTag, nlpRelationValues, themeMask, themeMaskSql } from './nlp-relations';
import { useTempStores } from '../../../test/helpers/stores';

const NOW = Date.UTC(2026, 10, 21) / 1000;
const tempStore = useTempStores();
const freshStore = () => tempStore().db;

const lines = (values: unknown[]) => sourceLines(values, 'x');

describe('theme masks', () => {
  it('give every theme of the interface and of the enrichment its own bit', () => {
    expect([...THEME_BITS].sort()).toEqual([...themes].sort());
    expect([...THEME_BITS].sort()).toEqual([...THEMES].sort());
    const bits = THEME_BITS.map((theme) => themeMask([theme]));
    expect(new Set(bits).size).toBe(THEME_BITS.length);
    for (const bit of bits) expect(bit & (bit - 1)).toBe(0);
  });

  it('ignore case, blanks and names that are not themes', () => {
    expect(themeMask(['tech', ' BUSINESS '])).toBe(themeMask(['Tech']) | themeMask(['Business']));
    expect(themeMask(['Gardening', ''])).toBe(0);
  });

  it('are computed alike by SQL (migration back-fill) and by the writer', () => {
    const sqlite = new Database(':memory:');
    const sqlMask = sqlite.prepare(`SELECT ${themeMaskSql('t.theme')} FROM (SELECT ? AS theme) t`).pluck();
    for (const stored of [
      'Tech, Business',
      'Sports',
      'General',
      'tech,SPORTS',
      '',
      'Gardening, Crime',
      'Weather, Travel, Automotive',
    ]) {
      expect(sqlMask.get(stored), stored).toBe(themeMask(stored.split(',')));
    }
    expect(sqlMask.get(null)).toBeNull();
    // "Tech" must not match inside another word.
    expect(sqlMask.get('Biotech')).toBe(0);
    sqlite.close();
  });
});

describe('nlpRelationValues', () => {
  it('reads themes, sentiments, and distinct tags of folded entity names per kind and IPTC codes', () => {
    const values = nlpRelationValues(
      encodeNlp({
        theme: 'Tech, Business',
        sentiment: { title: 0.5, content: -0.25 },
        ner_PER: [
          { entity_name: 'Zoë Örtegren', count: 2 },
          { entity_name: 'ZOË ÖRTEGREN', count: 1 },
        ],
        ner_ORG: [{ entity_name: ' Acme Corp ', count: 1 }],
        ner_MISC: [
          { entity_name: 'Acme Corp', count: 1 },
          { entity_name: '  ', count: 1 },
        ],
        ner_LOC: [],
        iptc_tags_id: ['13000000', '13000000', '13010000'],
        iptc_tags_name: ['science and technology', 'science and technology/technology'],
      }),
    );
    expect(values).toEqual({
      themeMask: themeMask(['Tech', 'Business']),
      titleSentiment: 0.5,
      contentSentiment: -0.25,
      tags: ['PER:zoë örtegren', 'ORG:acme corp', 'MISC:acme corp', 'IPTC:13000000', 'IPTC:13010000'],
    });
  });

  it('leaves absent parts null or empty', () => {
    expect(nlpRelationValues(encodeNlp({ summary: 'Only a summary.' }))).toEqual({
      themeMask: null,
      titleSentiment: null,
      contentSentiment: null,
      tags: [],
    });
  });

  it('keys entity names like author names: NFKC, case in any script, runs of blanks', () => {
    expect(entityTag('ORG', ' ＡＣＭＥ   Ｃｏｒｐ ')).toBe('ORG:acme corp');
    expect(entityTag('LOC', 'İSTANBUL')).toBe(entityTag('LOC', 'i̇stanbul'));
    expect(entityTag('ORG', 'ÉCOLE\u00a0Polytechnique')).toBe('ORG:école polytechnique');
  });
});

describe('the article writer', () => {
  const tags = (db: Db) =>
    db.prepare('SELECT author_key, tag FROM author_nlp_tags ORDER BY author_key, tag').all();
  const authorRow = (db: Db) =>
    db
      .prepare(
        `SELECT has_nlp, theme_mask, title_sentiment, content_sentiment FROM article_authors WHERE name_key = 'john roe'`,
      )
      .get();
  const article = (nlp: unknown) => ({
    title: 'One',
    link: 'https://www.news.example/one',
    published_date: '2026-11-20 10:00:00',
    author: 'Jane Doe',
    authors: ['Jane Doe', 'John Roe'],
    nlp,
  });

  it('writes the relations of the NLP an article arrives with, and replaces them when it is ingested again', async () => {
    const db = freshStore();
    await ingest(
      db,
      lines([
        article({
          theme: ['Sports'],
          sentiment: { title: 0.1, content: 0.2 },
          ner_ORG: [{ entity_name: 'FC Example', count: 1 }],
          iptc_tags_id: ['15000000'],
        }),
      ]),
      { now: NOW },
    );
    expect(authorRow(db)).toEqual({
      has_nlp: 1,
      theme_mask: themeMask(['Sports']),
      title_sentiment: 0.1,
      content_sentiment: 0.2,
    });
    expect(tags(db)).toEqual([
      { author_key: 'jane doe', tag: 'IPTC:15000000' },
      { author_key: 'jane doe', tag: 'ORG:fc example' },
      { author_key: 'john roe', tag: 'IPTC:15000000' },
      { author_key: 'john roe', tag: 'ORG:fc example' },
    ]);

    await ingest(db, lines([article({ theme: 'Tech', ner_LOC: [{ entity_name: 'Paris', count: 1 }] })]), {
      now: NOW,
    });
    expect(authorRow(db)).toEqual({
      has_nlp: 1,
      theme_mask: themeMask(['Tech']),
      title_sentiment: null,
      content_sentiment: null,
    });
    expect(tags(db)).toEqual([
      { author_key: 'jane doe', tag: 'LOC:paris' },
      { author_key: 'john roe', tag: 'LOC:paris' },
    ]);

    await ingest(db, lines([article(null)]), { now: NOW });
    expect(authorRow(db)).toEqual({
      has_nlp: 0,
      theme_mask: null,
      title_sentiment: null,
      content_sentiment: null,
    });
    expect(tags(db)).toEqual([]);
  });

  it('writes the relations of NLP computed by enrichment', async () => {
    const db = freshStore();
    await ingest(db, lines([article(undefined)]), {
      now: NOW,
      stages: {
        enrich: async (batch) =>
          batch.map(() =>
            encodeNlp({
              theme: 'Crime',
              sentiment: { title: -0.3, content: -0.6 },
              ner_PER: [{ entity_name: 'John Roe', count: 1 }],
              iptc_tags_id: ['02000000'],
            }),
          ),
      },
    });
    expect(authorRow(db)).toEqual({
      has_nlp: 1,
      theme_mask: themeMask(['Crime']),
      title_sentiment: -0.3,
      content_sentiment: -0.6,
    });
    expect(tags(db)).toEqual([
      { author_key: 'jane doe', tag: 'IPTC:02000000' },
      { author_key: 'jane doe', tag: 'PER:john roe' },
      { author_key: 'john roe', tag: 'IPTC:02000000' },
      { author_key: 'john roe', tag: 'PER:john roe' },
    ]);
  });
});
