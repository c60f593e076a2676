// Rule matching on a local profile, against a small real store: each rule kind, the plan's history limit,
// the AND between a breach rule's lists and the OR within one, and the merge (dedupe, order, cap, unseen).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchlistLimits, type WatchRule } from '../../contract/watchlists';
import type { BreachEvent } from '../analysis/breaches';
import { incidentKey } from '../analysis/breaches/company';
import { ingest } from '../ingest/pipeline';
import { PLANS } from '../local/plans';
import { openDatabase, type Db } from '../store/db';
import { createEventWriter } from '../store/event-writer';
import { createWatchlistStore } from '../store/watchlist-store';
import { formatUtc, nowSeconds } from '../time';
import { makeArticle, sourceLines, tempDir } from '../../../test/helpers/fixtures';
import { createLocalMatcher } from './local-matcher';
import { mergeCandidates, type Candidate } from './items';

const DAY = 86_400;
const NOW = nowSeconds();
const ago = (days: number) => formatUtc(NOW - days * DAY);

let dir: string;
let db: Db;
let match: ReturnType<typeof createLocalMatcher>;

const event = (
  id: string,
  company: string | null,
  details: Partial<BreachEvent['data_breach']>,
): BreachEvent =>
  ({
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: [],
    extraction_date: ago(1),
    event_date: ago(2),
    company_name: company,
    data_breach: {
      summary: `Summary of ${id}.`,
      impacted: [],
      data: '',
      data_type: 'personal',
      title: `Title of ${id}`,
      ...details,
    },
  }) as BreachEvent;

beforeAll(async () => {
  dir = tempDir();
  db = openDatabase(path.join(dir, 'store.sqlite'));
  await ingest(
    db,
    sourceLines([
      makeArticle({ id: 'new', author: 'Ann Lee', published_date: ago(1) }),
      makeArticle({ id: 'old', author: 'Ann Lee', published_date: ago(100) }),
      makeArticle({
        id: 'sub',
        author: 'Bo Chan',
        link: 'https://news.paper.example/x',
        published_date: ago(1),
      }),
      makeArticle({
        id: 'other',
        author: 'Bo Chan',
        link: 'https://otherpaper.example/x',
        published_date: ago(1),
      }),
    ]),
  );
  const writer = createEventWriter(db);
  const events = [
    event('e-acme', 'Acme Corp', { impacted: ['Customers', 'staff'], data_type: 'financial' }),
    event('e-acme-health', 'The Acme Inc.', { data_type: 'health' }),
    event('e-summary', 'Initech', { summary: 'Attackers used RANSOMWARE.' }),
    event('e-title', 'Globex', { title: 'Ransomware at Globex' }),
    event('e-jpm', 'JPMorgan Chase', {}),
    event('e-desch-library', 'Deschutes Public Library', {}),
    event('e-desch-county', 'Deschutes County Health', {}),
    event('e-none', null, { title: 'A school leaked grades' }),
  ];
  // One group per merge key, as the breach stage keys them: the writer replaces a group's events together.
  const groups = new Map<string, BreachEvent[]>();
  for (const e of events) {
    const key = e.company_name ? incidentKey(e.company_name) : `article:${e.id}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  for (const [key, group] of groups) writer.replaceGroup(key, key.startsWith('article:') ? null : key, group);
  match = createLocalMatcher(db, createWatchlistStore(db));
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ids = (rules: WatchRule[], plan = PLANS.v3_nlp_iptc_tags) =>
  match(rules, plan, 0, NOW)
    .items.map((item) => item.id.replace(/^urn:newsdeck:\w+:/, ''))
    .sort();

describe('local rule matching', () => {
  it('author rules see what the profile plan sees: its history, not the page 7 days', () => {
    const rule: WatchRule = { kind: 'author', params: { author_name: 'ANN  lee' } };
    expect(ids([rule])).toEqual(['new', 'old']);
    expect(ids([rule], PLANS.v3_basic)).toEqual(['new']);
    expect(ids([{ kind: 'author', params: { author_name: 'Ann Lee', from_: '3 days ago' } }])).toEqual([
      'new',
    ]);
    expect(ids([{ kind: 'author', params: { author_name: 'Ann Lee', to_: '50 days ago' } }])).toEqual([
      'old',
    ]);
  });

  it('plan features are refused as the authors operation refuses them', () => {
    const rule: WatchRule = { kind: 'author', params: { author_name: 'Ann Lee', theme: 'Tech' } };
    expect(() => match([rule], PLANS.v3_basic, 0, NOW)).toThrow(/theme needs the NLP layer/);
  });

  it('source rules match the domain exactly, subdomains included, never a longer name', () => {
    expect(ids([{ kind: 'source', domain: 'paper.example' }])).toEqual(['sub']);
  });

  it('breach rules: companies by key (names or domains), every list an AND, entries an OR', () => {
    expect(ids([{ kind: 'breach', companies: ['acme.com'] }])).toEqual(['e-acme', 'e-acme-health']);
    expect(ids([{ kind: 'breach', companies: ['ACME'], data_types: ['health'] }])).toEqual(['e-acme-health']);
    expect(ids([{ kind: 'breach', impacted: ['customer'] }])).toEqual(['e-acme']);
    expect(ids([{ kind: 'breach', words: ['ransomware'] }])).toEqual(['e-summary', 'e-title']);
    expect(ids([{ kind: 'breach', words: ['ransomware'], companies: ['Globex', 'Nobody'] }])).toEqual([
      'e-title',
    ]);
    expect(ids([{ kind: 'breach', companies: ['Nobody'] }])).toEqual([]);
    // another name of one organisation is its; another organisation of the merge group is not
    expect(ids([{ kind: 'breach', companies: ['JPMorgan'] }])).toEqual(['e-jpm']);
    expect(ids([{ kind: 'breach', companies: ['Deschutes Public Library'] }])).toEqual(['e-desch-library']);
  });
});

describe('mergeCandidates', () => {
  const details = (_kind: string, list: string[]) =>
    new Map(
      list.map((id) => [
        id,
        {
          title: id,
          link: `https://x.example/${id}`,
          summary: null,
          authors: [],
          source: null,
          company: null,
        },
      ]),
    );

  it('merges duplicates with every rule index, orders by arrival then date, cuts and counts unseen', () => {
    const candidates: Candidate[] = [];
    for (let i = 0; i < watchlistLimits.maxFeedItems + 10; i++)
      candidates.push({ kind: 'article', id: `a${i}`, published: 1000 + i, rule: 0 });
    candidates.push({ kind: 'article', id: 'a5', published: 1005, rule: 2 });
    candidates.push({ kind: 'article', id: 'a5', published: 1005, rule: 0 });
    candidates.push({ kind: 'event', id: 'a5', published: 1, rule: 1 });
    // a5 arrived last of all, the event first; the others in the order of their index
    const arrivals = (kind: string, list: string[]) =>
      new Map(
        list.map((id) => {
          const index = Number(id.slice(1));
          const seq = kind === 'event' ? 1 : id === 'a5' ? 1000 : index + 2;
          return [id, { seq, added_at: kind === 'event' ? 5 : id === 'a5' ? 9999 : 100 + index }];
        }),
      );
    const view = mergeCandidates(candidates, 100, { arrivals, details });
    expect(view.items).toHaveLength(watchlistLimits.maxFeedItems);
    expect(view.items[0]).toMatchObject({ id: 'urn:newsdeck:article:a5', rules: [0, 2] });
    expect(view.items[1]!.id).toBe('urn:newsdeck:article:a109');
    expect(view.items.some((item) => item.kind === 'event')).toBe(false); // the oldest arrival fell off
    // seq > 100: a99..a109 (11) and a5
    expect(view.unseen).toBe(12);
    expect(view.newest).toBe(9999);
  });
});
