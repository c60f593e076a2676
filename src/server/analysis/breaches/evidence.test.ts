// Evidence on real breach write-ups: the Have I Been Pwned catalogue descriptions of the breach fixture
// (test/fixtures/breaches/, CC BY 4.0, haveibeenpwned.com), read the way ingest reads an article.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EvidenceItem } from '../../../contract/event-evidence';
import { EVIDENCE_PER_VALUE, MAX_SENTENCE_CHARS, evidenceFieldsOf, findEvidence } from './evidence';
import type { EvidenceFields } from './evidence';
import { extractMention } from './extract';
import { mergeMentions } from './merge';
import type { BreachInputArticle } from './types';

interface HibpBreach {
  Name: string;
  Title: string;
  Description: string;
  AddedDate: string;
}

const catalogue = new Map(
  fs
    .readFileSync(
      path.join(__dirname, '../../../../test/fixtures/breaches/hibp_breaches_sample.jsonl'),
      'utf8',
    )
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as HibpBreach)
    .map((breach) => [breach.Name, breach]),
);

/** A catalogue entry as a news article: its title as the headline, its HTML description as the lead. */
function articleOf(name: string, id = name): BreachInputArticle {
  const breach = catalogue.get(name)!;
  return {
    id,
    title: `${breach.Title} data breach`,
    description: breach.Description,
    published_date: breach.AddedDate.replace('T', ' ').replace('Z', ''),
  };
}

/** The event merged from the articles and its evidence, as ingest computes them. */
function evidenceOf(articles: BreachInputArticle[]): { fields: EvidenceFields; evidence: EvidenceItem[] } {
  const mentions = articles.map(extractMention);
  const [event] = mergeMentions(mentions);
  const fields = evidenceFieldsOf(event!, mentions);
  return { fields, evidence: findEvidence(fields, articles) };
}

const words = (item: EvidenceItem) => item.matches.map((m) => item.sentence.slice(m.start, m.end));
const of = (evidence: EvidenceItem[], field: EvidenceItem['field'], value?: string) =>
  evidence.filter((item) => item.field === field && (value === undefined || item.value === value));

describe('findEvidence on the Chegg breach', () => {
  const { fields, evidence } = evidenceOf([articleOf('Chegg')]);

  it('covers every field the extractor found', () => {
    expect(fields).toMatchObject({
      company_name: 'Chegg',
      event_date: '2018-04-01 00:00:00',
      event_date_precision: 'month',
      impacted: ['subscribers'],
    });
    const values = new Set(evidence.map((item) => item.value));
    for (const kind of fields.dataKinds) expect(values).toContain(kind);
    expect(values).toContain('subscribers');
  });

  it('puts the title first for the company, then the lead sentence that names the victim', () => {
    const company = of(evidence, 'company');
    expect(company.map((item) => item.sentence)).toEqual([
      'Chegg data breach',
      expect.stringMatching(/^In April 2018, the textbook rental service Chegg suffered a data breach/),
    ]);
    expect(company.map(words)).toEqual([['Chegg'], ['Chegg']]);
  });

  it('highlights the words that state each value', () => {
    expect(words(of(evidence, 'date')[0]!)).toEqual(['April 2018']);
    // A count of people states a group only with the words that tie it to the breach.
    expect(words(of(evidence, 'impacted', 'subscribers')[0]!)).toEqual(['impacted 40 million subscribers']);
    const listed = of(evidence, 'data').find((item) => item.value === 'usernames')!;
    expect(listed.sentence).toMatch(
      /^The exposed data included email addresses, usernames, names and passwords/,
    );
    expect(words(listed)).toEqual(['usernames']);
    expect(words(of(evidence, 'data', 'email addresses')[0]!)).toEqual(['email addresses']);
    expect(words(of(evidence, 'data', 'passwords')[0]!)[0]).toBe('passwords');
  });

  it('answers offsets that slice the sentence to the words', () => {
    for (const item of evidence) {
      expect(item.article_id).toBe('Chegg');
      expect(item.matches.length).toBeGreaterThan(0);
      for (const { start, end } of item.matches) {
        expect(0 <= start && start < end && end <= item.sentence.length).toBe(true);
        expect(item.sentence.slice(start, end)).toMatch(/^[\p{L}\p{N}].*[\p{L}\p{N}]$|^[\p{L}\p{N}]$/u);
      }
    }
  });
});

describe('findEvidence', () => {
  it('counts offsets in UTF-16 code units (accents, and characters outside the basic plane)', () => {
    const article = articleOf('LeSlipFrancais');
    const { fields } = evidenceOf([article]);
    expect(fields.company_name).toBe('Le Slip Français');
    // Two code units each: every offset after them moves by two per character.
    const prefixed = { ...article, title: `🔒🔒 ${article.title}` };
    const [item] = of(findEvidence(fields, [prefixed]), 'company');
    expect(item!.sentence.startsWith('🔒🔒 ')).toBe(true);
    expect(item!.matches).toEqual([{ start: 5, end: 5 + 'Le Slip Français'.length }]);
    expect(item!.sentence.slice(5, 5 + 16)).toBe('Le Slip Français');
  });

  it('gives the best sentences of several articles, each sentence once, at most a few per value', () => {
    const first = articleOf('000webhost', 'first');
    // A syndicated copy repeats the write-up word for word; a later article only names the company.
    const copy = { ...first, id: 'copy', published_date: '2015-10-27 08:00:00' };
    const follow = {
      id: 'follow',
      title: 'Hosting providers review their security after a year of breaches',
      description: 'Analysts compared 000webhost and other free hosts.',
      published_date: '2015-10-28 08:00:00',
    };
    const fields = evidenceOf([first]).fields;
    const evidence = findEvidence(fields, [first, copy, follow]);
    for (const value of new Set(evidence.map((item) => `${item.field}:${item.value}`))) {
      const items = evidence.filter((item) => `${item.field}:${item.value}` === value);
      expect(items.length).toBeLessThanOrEqual(EVIDENCE_PER_VALUE);
      expect(new Set(items.map((item) => item.sentence)).size).toBe(items.length);
    }
    // The copy adds nothing: its sentences are the first article's.
    expect(evidence.some((item) => item.article_id === 'copy')).toBe(false);
    // Sentences that state the victim come before one that only names the company.
    const company = of(evidence, 'company');
    expect(company.map((item) => item.article_id)).toEqual(['first', 'first']);
  });

  it('ranks sentences that assert the company before earlier ones that only name it, up to the limit', () => {
    // findEvidence reads a sentence as a headline only while it can still be shown: the answer must be the
    // one every sentence read gives.
    const fields = evidenceOf([articleOf('Chegg')]).fields;
    const naming = (id: string) => ({
      id,
      title: `Analysts compared Chegg and other study services (${id})`,
      published_date: '2018-09-27 08:00:00',
    });
    const asserting = (id: string) => ({
      id,
      title: `Chegg data breach (${id})`,
      published_date: '2018-09-27 08:00:00',
    });
    const articles = [
      naming('n1'),
      naming('n2'),
      asserting('a1'),
      naming('n3'),
      asserting('a2'),
      asserting('a3'),
    ];
    const company = of(findEvidence(fields, articles), 'company');
    expect(company.map((item) => item.sentence)).toEqual([
      'Chegg data breach (a1)',
      'Chegg data breach (a2)',
    ]);
    // With fewer asserting sentences than the limit, one that only names the company fills the rest.
    const few = of(findEvidence(fields, [naming('n1'), asserting('a1')]), 'company');
    expect(few.map((item) => item.article_id)).toEqual(['a1', 'n1']);
  });

  it('shows a data kind from the first sentences that state it, by position over all the articles', () => {
    // findEvidence stops asking a finder once each of its values has enough sentences: later ones never show.
    const fields: EvidenceFields = {
      company_name: null,
      event_date: null,
      event_date_precision: null,
      dataKinds: ['email addresses'],
      impacted: [],
    };
    const article = (id: string, sentences: string[]): BreachInputArticle => ({
      id,
      title: `Security update (${id})`,
      description: sentences.join(' '),
      published_date: '2024-05-01 08:00:00',
    });
    const filler = (id: string, count: number) =>
      Array.from({ length: count }, (_, i) => `The review of systems went on in week ${i + 1} (${id}).`);
    const evidence = findEvidence(fields, [
      article('late', [...filler('late', 6), 'Email addresses of members were exposed (late).']),
      article('early', ['Email addresses of customers were exposed (early).', ...filler('early', 6)]),
      article('second', [...filler('second', 2), 'Email addresses were stolen in the attack (second).']),
    ]);
    expect(of(evidence, 'data', 'email addresses').map((item) => item.article_id)).toEqual([
      'early',
      'second',
    ]);
  });

  it('leaves out a sentence that denies the value', () => {
    const fields: EvidenceFields = {
      company_name: 'Chegg',
      event_date: null,
      event_date_precision: null,
      dataKinds: ['passwords'],
      impacted: [],
    };
    const evidence = findEvidence(fields, [
      {
        id: 'denial',
        title: 'Chegg says no passwords were exposed',
        description: 'The exposed data included email addresses, usernames, names and passwords.',
        published_date: '2018-09-26 00:00:00',
      },
    ]);
    expect(of(evidence, 'data', 'passwords').map((item) => item.sentence)).toEqual([
      'The exposed data included email addresses, usernames, names and passwords.',
    ]);
  });

  it('shows the exact date, and a coarser one that agrees with it only when no sentence is exact', () => {
    const fields: EvidenceFields = {
      company_name: null,
      event_date: '2018-04-12 00:00:00',
      event_date_precision: 'day',
      dataKinds: [],
      impacted: [],
    };
    const evidence = findEvidence(fields, [
      {
        id: 'a',
        title: 'Textbook service breached',
        description:
          'Hackers accessed the textbook rental service in April 2018. The attackers accessed its database on April 12, 2018. ' +
          'A different breach hit the company in May 2017.',
        published_date: '2018-09-26 00:00:00',
      },
    ]);
    expect(of(evidence, 'date').map(words)).toEqual([['April 12, 2018']]);
    const coarse = findEvidence(fields, [
      {
        id: 'b',
        title: 'Textbook service breached',
        description:
          'Hackers accessed the textbook rental service in April 2018. A different breach hit it in May 2017.',
        published_date: '2018-09-26 00:00:00',
      },
    ]);
    expect(of(coarse, 'date').map(words)).toEqual([['April 2018']]);
  });

  it('cuts a very long sentence around its words, keeping the offsets right', () => {
    const filler = 'the service said it was still reviewing what had happened to its systems '.repeat(8);
    const sentence = `Hackers accessed ${filler}and stole the email addresses of its users ${filler}`;
    const fields: EvidenceFields = {
      company_name: null,
      event_date: null,
      event_date_precision: null,
      dataKinds: ['email addresses'],
      impacted: [],
    };
    const [item] = findEvidence(fields, [
      { id: 'long', title: 'A breach', description: sentence, published_date: '2020-01-01 00:00:00' },
    ]);
    expect(item!.sentence.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS + 4);
    expect(item!.sentence).toMatch(/^… .* …$/);
    expect(words(item!)).toEqual(['email addresses']);
  });

  it('is deterministic and answers nothing for an event with no fields', () => {
    const articles = [articleOf('Comcast'), articleOf('Malwarebytes')];
    const fields = evidenceOf([articles[0]!]).fields;
    expect(findEvidence(fields, articles)).toEqual(findEvidence(fields, articles));
    expect(
      findEvidence(
        { company_name: null, event_date: null, event_date_precision: null, dataKinds: [], impacted: [] },
        articles,
      ),
    ).toEqual([]);
  });
});

describe('findEvidence on any text', () => {
  // Words of breach reports, mixed with markup, long words, blanks and characters of two code units.
  const vocabulary = [
    'Chegg',
    'Le Slip Français',
    'data',
    'breach',
    'hackers',
    'stole',
    'names,',
    'email',
    'addresses',
    'and',
    'passwords.',
    'In',
    'April',
    '2018,',
    'on',
    'March 3, 2024',
    'customers',
    '40 million',
    'patients',
    'no',
    'were',
    'not',
    'exposed',
    'between 12 and 14 September',
    '<b>',
    '</b>',
    '&amp;',
    '🔒',
    'x'.repeat(300),
    '.',
    ',',
    '  ',
    'Social Security numbers',
    'last month',
    'U.S.',
    'Inc.',
  ];
  const text = fc.array(fc.constantFrom(...vocabulary), { maxLength: 120 }).map((words) => words.join(' '));
  const fields = fc.record({
    company_name: fc.constantFrom(null, 'Chegg', 'Le Slip Français', 'U.S.'),
    event_date: fc.constantFrom(null, '2018-04-01 00:00:00', '2024-03-03 00:00:00', '2026-09-12 00:00:00'),
    event_date_precision: fc.constantFrom(null, 'day' as const, 'month' as const, 'year' as const),
    dataKinds: fc.subarray(['names', 'email addresses', 'passwords', 'social security numbers']),
    impacted: fc.subarray(['customers', 'patients']),
  });

  it('never throws, and every match lies inside its sentence, in order, without overlap', () => {
    let items = 0;
    fc.assert(
      fc.property(fields, text, text, (eventFields, title, description) => {
        const evidence = findEvidence(eventFields, [
          { id: 'a', title, description, content: description, published_date: '2026-10-01 00:00:00' },
        ]);
        items += evidence.length;
        for (const item of evidence) {
          expect(item.matches.length).toBeGreaterThan(0);
          expect(item.sentence.length).toBeLessThanOrEqual(MAX_SENTENCE_CHARS + 4);
          let previousEnd = 0;
          for (const { start, end } of item.matches) {
            expect(start).toBeGreaterThanOrEqual(previousEnd);
            expect(end).toBeGreaterThan(start);
            expect(end).toBeLessThanOrEqual(item.sentence.length);
            previousEnd = end;
          }
        }
      }),
      // A fixed seed: the same texts every run, so the count below is stable.
      { numRuns: 200, seed: 19 },
    );
    // The texts do state values: the checks above ran on real answers.
    expect(items).toBeGreaterThan(30);
  });
});

describe('findEvidence for groups that bring cases over a breach', () => {
  const articles: BreachInputArticle[] = [
    {
      id: 'stolen',
      title: 'Mailo data breach exposes 2 million users',
      description: 'Mailo said hackers stole email addresses.',
      published_date: '2026-01-10 10:00:00',
    },
    {
      id: 'cases',
      title: 'Mailo data breach: minister discusses settling cases brought by police officers',
      description: 'The force said the leak exposed names.',
      published_date: '2026-01-11 10:00:00',
    },
  ];
  const { fields, evidence } = evidenceOf(articles);

  it('serves the sentence and the words that state each group the event keeps', () => {
    expect(fields.impacted).toEqual(['users', 'officers']);
    expect(words(of(evidence, 'impacted', 'users')[0]!)).toEqual(['exposes 2 million users']);
    expect(words(of(evidence, 'impacted', 'officers')[0]!)).toEqual(['cases brought by police officers']);
  });
});
