// Watchlists and their feeds on a local profile, in-process against a small real store: the /ui/watchlists
// endpoints, Atom 1.0 and JSON Feed 1.1 read back with a parser, conditional GETs, token rotation, isolation
// between watchlists, the unseen count, and bad input that is refused with nothing written.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  watchItemsResponseSchema,
  watchlistLimits,
  watchlistSchema,
  watchlistsResponseSchema,
  type Watchlist,
} from '../../src/contract/watchlists';
import { errorBodySchema } from '../../src/contract';
import { mergeKey } from '../../src/server/analysis/breaches/company';
import { createEventWriter } from '../../src/server/store/event-writer';
import { ingest } from '../../src/server/ingest/pipeline';
import type { BreachEvent } from '../../src/server/analysis/breaches';
import { formatUtc, nowSeconds } from '../../src/server/time';
import { sourceLines } from '../helpers/fixtures';
import { createTestApp, makeArticle, type TestApp } from '../helpers/test-app';

const DAY = 86_400;
const NOW = nowSeconds();
const recent = (days: number) => formatUtc(NOW - days * DAY);

const ARTICLES = [
  makeArticle({ id: 'a-jane-1', author: 'Jane Doe', published_date: recent(1), title: 'Jane one' }),
  makeArticle({ id: 'a-jane-2', author: 'Jane Doe', published_date: recent(2), title: 'Jane two & <b>' }),
  makeArticle({
    id: 'a-both',
    author: 'Jane Doe',
    link: 'https://www.wire.example/both',
    published_date: recent(3),
    title: 'By Jane on the wire',
  }),
  makeArticle({
    id: 'a-wire',
    author: 'Sam Roe',
    link: 'https://wire.example/only',
    published_date: recent(4),
    title: 'Wire story',
  }),
  makeArticle({ id: 'a-other', author: 'Other Person', published_date: recent(1), title: 'Secret B item' }),
];

function breachEvent(id: string, company: string | null, details: Partial<BreachEvent['data_breach']>) {
  return {
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: [],
    extraction_date: recent(1),
    event_date: recent(2),
    company_name: company,
    data_breach: {
      summary: `Summary of ${id}.`,
      impacted: [],
      data: '',
      data_type: 'personal',
      title: `Title of ${id}`,
      ...details,
    },
  } as BreachEvent;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(ARTICLES);
  const writer = createEventWriter(t.db);
  const events = [
    breachEvent('ev-acme', 'Acme Corp', { impacted: ['customers'], data_type: 'financial' }),
    breachEvent('ev-globex', 'Globex', { title: 'Globex ransomware attack', impacted: ['patients'] }),
  ];
  for (const event of events)
    writer.replaceGroup(mergeKey(event.company_name!), mergeKey(event.company_name!), [event]);
});
afterAll(() => t.close());

const json = (method: string, body: unknown): RequestInit & { key: null } => ({
  method,
  key: null,
  headers: { 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const get = (url: string, headers: Record<string, string> = {}) => t.request(url, { key: null, headers });

async function create(body: unknown): Promise<Watchlist> {
  const response = await t.request('/ui/watchlists', json('POST', body));
  expect(response.status, await response.clone().text()).toBe(201);
  return watchlistSchema.parse(await response.json());
}

const tableCounts = () => ({
  watchlists: t.db.prepare('SELECT count(*) FROM watchlists').pluck().get(),
  rules: t.db.prepare('SELECT group_concat(rules) FROM watchlists').pluck().get(),
});

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'entry' || name === 'link',
});

describe('watchlists', () => {
  it('creates, lists, renames, edits and deletes a watchlist', async () => {
    const list = await create({
      name: '  Jane  ',
      rules: [{ kind: 'author', params: { author_name: 'Jane Doe' } }],
    });
    expect(list).toMatchObject({ name: 'Jane', profile: 'full', unseen: 0 });
    expect(list.feeds.atom).toMatch(/^\/feeds\/[A-Za-z0-9_-]{32}\.atom$/);

    const all = watchlistsResponseSchema.parse(await (await get('/ui/watchlists')).json());
    expect(all.watchlists.map((w) => w.id)).toContain(list.id);

    const renamed = watchlistSchema.parse(
      await (await t.request(`/ui/watchlists/${list.id}`, json('PATCH', { name: 'Jane D.' }))).json(),
    );
    expect(renamed.name).toBe('Jane D.');
    expect(renamed.rules).toEqual(list.rules);
    const edited = await t.request(
      `/ui/watchlists/${list.id}`,
      json('PATCH', { rules: [{ kind: 'source', domain: 'https://www.Wire.example/' }] }),
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await edited.json()).rules).toEqual([{ kind: 'source', domain: 'wire.example' }]);

    expect((await t.request(`/ui/watchlists/${list.id}`, { method: 'DELETE', key: null })).status).toBe(204);
    expect((await get(`/ui/watchlists/${list.id}`)).status).toBe(404);
    expect((await get(list.feeds.atom)).status).toBe(404);
  });

  it('matches rules, merges an article matched twice with both rule indexes, newest first', async () => {
    const list = await create({
      name: 'Mixed',
      rules: [
        { kind: 'author', params: { author_name: 'jane  doe' } },
        { kind: 'source', domain: 'wire.example' },
        { kind: 'breach', companies: ['acme.com'] },
        { kind: 'breach', words: ['RANSOMWARE'], data_types: ['personal'] },
      ],
    });
    const answer = watchItemsResponseSchema.parse(
      await (await get(`/ui/watchlists/${list.id}/items`)).json(),
    );
    const byId = new Map(answer.items.map((item) => [item.id, item]));
    expect([...byId.keys()].sort()).toEqual(
      [
        'urn:newsdeck:article:a-jane-1',
        'urn:newsdeck:article:a-jane-2',
        'urn:newsdeck:article:a-both',
        'urn:newsdeck:article:a-wire',
        'urn:newsdeck:event:ev-acme',
        'urn:newsdeck:event:ev-globex',
      ].sort(),
    );
    expect(byId.get('urn:newsdeck:article:a-both')!.rules).toEqual([0, 1]);
    expect(byId.get('urn:newsdeck:event:ev-acme')).toMatchObject({
      kind: 'event',
      rules: [2],
      link: '/breaches?event=ev-acme',
      company: 'Acme Corp',
    });
    expect(byId.get('urn:newsdeck:event:ev-globex')!.rules).toEqual([3]);
    const order = answer.items.map((item) => [item.added, item.published]);
    expect(order).toEqual([...order].sort((a, b) => (b[0]! + b[1]!).localeCompare(a[0]! + a[1]!)));
    expect(answer.fetched_at).toBeNull();
  });

  it('refuses a breach rule of another data type and keeps every list an AND', async () => {
    const list = await create({
      name: 'Narrow',
      rules: [{ kind: 'breach', companies: ['Acme'], data_types: ['health'] }],
    });
    const answer = watchItemsResponseSchema.parse(
      await (await get(`/ui/watchlists/${list.id}/items`)).json(),
    );
    expect(answer.items).toEqual([]);
  });

  it('appends a rule, and answers a duplicate with the watchlist unchanged', async () => {
    const list = await create({ name: 'Append', rules: [{ kind: 'source', domain: 'wire.example' }] });
    const rule = { kind: 'author', params: { author_name: 'Sam Roe' } };
    const first = await t.request(`/ui/watchlists/${list.id}/rules`, json('POST', { rule }));
    expect(first.status).toBe(201);
    const again = await t.request(`/ui/watchlists/${list.id}/rules`, json('POST', { rule }));
    expect(again.status).toBe(200);
    const body = watchlistSchema.parse(await again.json());
    expect(body.rules).toHaveLength(2);
  });

  it('counts what arrives after the watchlist was opened, even with an old published date', async () => {
    const list = await create({
      name: 'New',
      rules: [{ kind: 'author', params: { author_name: 'Late Writer' } }],
    });
    await ingest(
      t.db,
      sourceLines([makeArticle({ id: 'late-1', author: 'Late Writer', published_date: recent(20) })]),
    );
    const before = watchlistSchema.parse(await (await get(`/ui/watchlists/${list.id}`)).json());
    expect(before.unseen).toBe(1);
    const opened = await t.request(`/ui/watchlists/${list.id}/seen`, { method: 'POST', key: null });
    expect(watchlistSchema.parse(await opened.json()).unseen).toBe(0);
    await ingest(
      t.db,
      sourceLines([makeArticle({ id: 'late-2', author: 'Late Writer', published_date: recent(25) })]),
    );
    const after = watchlistSchema.parse(await (await get(`/ui/watchlists/${list.id}`)).json());
    expect(after.unseen).toBe(1);
    // Shared by every browser: the count is the server's.
    const listed = watchlistsResponseSchema.parse(await (await get('/ui/watchlists')).json());
    expect(listed.watchlists.find((w) => w.id === list.id)!.unseen).toBe(1);
    // Re-ingesting an article it already holds is not new.
    await t.request(`/ui/watchlists/${list.id}/seen`, { method: 'POST', key: null });
    await ingest(
      t.db,
      sourceLines([
        makeArticle({ id: 'late-2', author: 'Late Writer', published_date: recent(25), title: 'Edited' }),
      ]),
    );
    expect(watchlistSchema.parse(await (await get(`/ui/watchlists/${list.id}`)).json()).unseen).toBe(0);
  });
});

describe('feeds', () => {
  let a: Watchlist;
  let b: Watchlist;
  beforeAll(async () => {
    a = await create({
      name: 'List <A> & co',
      rules: [
        { kind: 'author', params: { author_name: 'Jane Doe' } },
        { kind: 'breach', companies: ['Acme'] },
      ],
    });
    b = await create({
      name: 'List B',
      rules: [{ kind: 'author', params: { author_name: 'Other Person' } }],
    });
  });

  it('answers valid Atom 1.0 with the required elements, ids stable across reads', async () => {
    const response = await get(a.feeds.atom);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(response.headers.get('last-modified')).toBeTruthy();
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    const feed = xml.parse(text).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`urn:newsdeck:watchlist:${a.id}`);
    expect(feed.title).toBe('List <A> & co');
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    const self = feed.link.find((link: Record<string, string>) => link['@rel'] === 'self');
    expect(self['@href']).toBe(`http://localhost${a.feeds.atom}`);
    expect(feed.entry.length).toBe(4);
    for (const entry of feed.entry) {
      expect(entry.id).toMatch(/^urn:newsdeck:(article|event):/);
      expect(entry.title).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.link[0]['@href']).toMatch(/^https?:\/\//);
    }
    const event = feed.entry.find((entry: { id: string }) => entry.id === 'urn:newsdeck:event:ev-acme');
    expect(event.link[0]['@href']).toBe('http://localhost/breaches?event=ev-acme');
    const again = xml.parse(await (await get(a.feeds.atom)).text()).feed;
    expect(again.entry.map((entry: { id: string }) => entry.id)).toEqual(
      feed.entry.map((entry: { id: string }) => entry.id),
    );
    // Nothing of the server beyond the list: not the token's hash, the profile, nor another list's items.
    expect(text).not.toContain('Secret B item');
    expect(text).not.toContain('demo-full');
  });

  it('writes stored values that XML cannot hold as well-formed Atom', async () => {
    await ingest(
      t.db,
      sourceLines([
        makeArticle({
          id: 'a-hostile',
          author: 'Hostile Writer',
          published_date: recent(1),
          title: 'Evil ]]> <script>alert(1)</script> \u0001 end',
          description: 'CDATA ]]]]>> & <b>bold</b>',
        }),
      ]),
    );
    const list = await create({
      name: 'Hostile',
      rules: [{ kind: 'author', params: { author_name: 'Hostile Writer' } }],
    });
    const text = await (await get(list.feeds.atom)).text();
    expect(XMLValidator.validate(text)).toBe(true);
    const entry = xml.parse(text).feed.entry[0];
    // type="html": the text is HTML-escaped, so a reader shows the stored title as text, markup and all.
    const unescape = (html: string) =>
      html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    expect(entry.title['@type']).toBe('html');
    expect(unescape(entry.title['#text'])).toBe('Evil ]]> <script>alert(1)</script>  end');
    expect(entry.title['#text']).not.toContain('<script>');
    expect(unescape(entry.summary['#text'])).toBe('CDATA ]]]]>> & <b>bold</b>');
    const feed = (await (await get(list.feeds.json)).json()) as { items: { title: string }[] };
    expect(feed.items[0]!.title).toBe('Evil ]]> <script>alert(1)</script> \u0001 end');
  });

  it('answers JSON Feed 1.1', async () => {
    const response = await get(a.feeds.json);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = (await response.json()) as {
      version: string;
      title: string;
      feed_url: string;
      items: { id: string; url: string; title: string }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('List <A> & co');
    expect(feed.feed_url).toBe(`http://localhost${a.feeds.json}`);
    expect(feed.items).toHaveLength(4);
    for (const item of feed.items) expect(item.id).toMatch(/^urn:newsdeck:/);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.request(a.feeds.atom, { method: 'HEAD', key: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toBe('');
  });

  it('answers 304 to a repeated conditional GET, by ETag and by date, and 200 once the store changes', async () => {
    const first = await get(a.feeds.atom);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const byTag = await get(a.feeds.atom, { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(await byTag.text()).toBe('');
    expect((await get(a.feeds.atom, { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get(a.feeds.json, { 'if-none-match': etag })).status).toBe(200); // another format, another tag
    expect((await get(a.feeds.atom, { 'if-none-match': '"other"' })).status).toBe(200);

    await ingest(
      t.db,
      sourceLines([makeArticle({ id: 'a-jane-new', author: 'Jane Doe', published_date: recent(1) })]),
    );
    const changed = await get(a.feeds.atom, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toContain('urn:newsdeck:article:a-jane-new');
  });

  it('keeps each list to its own items, whatever is guessed', async () => {
    const textA = await (await get(a.feeds.json)).text();
    const textB = await (await get(b.feeds.json)).text();
    expect(textA).not.toContain('a-other');
    expect(textB).toContain('a-other');
    expect(textB).not.toContain('a-jane');
    const tokenA = a.feeds.atom.slice('/feeds/'.length, -'.atom'.length);
    // The token with its last character changed (to another one: a random token ends in "A" once in 64).
    const nearTokenA = tokenA.slice(0, -1) + (tokenA.endsWith('A') ? 'B' : 'A');
    for (const path of [
      `/feeds/${b.id}.atom`,
      `/feeds/${nearTokenA}.atom`,
      `/feeds/${'A'.repeat(32)}.json`,
      `/feeds/${tokenA}.xml`,
      `/feeds/${tokenA}`,
      `/feeds/${tokenA}.atom/`,
      `/feeds/${tokenA}.atom/../${b.id}`,
      '/feeds/',
      '/feeds',
      `/feeds/${encodeURIComponent("' OR 1=1 --")}.atom`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
      expect(await response.text(), path).toBe('Not found');
    }
    for (let i = 0; i < 20; i++) {
      const random = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
      expect((await get(`/feeds/${random}.atom`)).status).toBe(404);
    }
    const post = await t.request(a.feeds.atom, { method: 'POST', key: null });
    expect(post.status).toBe(404);
  });

  it('stops answering the old URL once the token is rotated', async () => {
    const list = await create({ name: 'Rotating', rules: [{ kind: 'source', domain: 'wire.example' }] });
    expect((await get(list.feeds.atom)).status).toBe(200);
    const rotated = watchlistSchema.parse(
      await (await t.request(`/ui/watchlists/${list.id}/rotate`, { method: 'POST', key: null })).json(),
    );
    expect(rotated.feeds.atom).not.toBe(list.feeds.atom);
    expect((await get(list.feeds.atom)).status).toBe(404);
    expect((await get(list.feeds.json)).status).toBe(404);
    expect((await get(rotated.feeds.atom)).status).toBe(200);
  });
});

describe('bad input', () => {
  const longText = 'x'.repeat(watchlistLimits.maxStringLength + 1);
  const cases: [string, string, RequestInit & { key: null }, number, RegExp][] = [
    [
      'unknown kind',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'source', domain: 'a.example' }, { kind: 'x' }] }),
      422,
      /rules\[1\]\.kind must be one of author, source, breach/,
    ],
    [
      'missing kind',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ domain: 'a.example' }] }),
      422,
      /rules\[0\]\.kind/,
    ],
    [
      'empty name',
      '/ui/watchlists',
      json('POST', { name: '  ', rules: [{ kind: 'source', domain: 'a.example' }] }),
      422,
      /^name must not be empty/,
    ],
    [
      'long name',
      '/ui/watchlists',
      json('POST', { name: 'n'.repeat(101), rules: [{ kind: 'source', domain: 'a.example' }] }),
      422,
      /^name must be at most 100 characters/,
    ],
    [
      'a name with half of a surrogate pair (the store would turn it into replacement characters)',
      '/ui/watchlists',
      json('POST', { name: 'Breach \ud800 desk', rules: [{ kind: 'source', domain: 'a.example' }] }),
      422,
      /^name must be Unicode text/,
    ],
    [
      'a rule string with half of a surrogate pair',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'breach', words: ['ok', 'bad \udc00'] }] }),
      422,
      /^rules\[0\]\.words\[1\] must be Unicode text/,
    ],
    [
      'an author parameter with half of a surrogate pair',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'author', params: { author_name: 'Ann \ud83d' } }] }),
      422,
      /^rules\[0\]\.params\.author_name must be Unicode text/,
    ],
    [
      'no rules',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [] }),
      422,
      /^rules must hold at least one rule/,
    ],
    [
      'too many rules',
      '/ui/watchlists',
      json('POST', {
        name: 'x',
        rules: Array.from({ length: 51 }, (_, i) => ({ kind: 'source', domain: `s${i}.example` })),
      }),
      422,
      /^rules may hold at most 50 rules/,
    ],
    [
      'huge string',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'breach', words: ['ok', longText] }] }),
      422,
      /^rules\[0\]\.words\[1\] must be at most 200 characters/,
    ],
    [
      'too many entries',
      '/ui/watchlists',
      json('POST', {
        name: 'x',
        rules: [{ kind: 'breach', companies: Array.from({ length: 21 }, (_, i) => `c${i}`) }],
      }),
      422,
      /^rules\[0\]\.companies may hold at most 20 entries/,
    ],
    [
      'empty breach rule',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'breach' }] }),
      422,
      /^rules\[0\] must give at least one of/,
    ],
    [
      'bad data type',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'breach', data_types: ['secret'] }] }),
      422,
      /^rules\[0\]\.data_types\[0\] must be one of/,
    ],
    [
      'bad domain',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'source', domain: 'not a domain' }] }),
      422,
      /^rules\[0\]\.domain must be a domain/,
    ],
    [
      'author without name',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'author', params: { lang: 'en' } }] }),
      422,
      /^rules\[0\]\.params: .*author_name/,
    ],
    [
      'author bad page_size',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'author', params: { author_name: 'A', page_size: '0' } }] }),
      422,
      /^rules\[0\]\.params: page_size/,
    ],
    [
      'unknown field',
      '/ui/watchlists',
      json('POST', { name: 'x', rules: [{ kind: 'source', domain: 'a.example', extra: 1 }] }),
      422,
      /^rules\[0\]\.extra is not a field/,
    ],
    [
      'unknown profile',
      '/ui/watchlists',
      json('POST', { name: 'x', profile: 'nope', rules: [{ kind: 'source', domain: 'a.example' }] }),
      422,
      /^profile must be one of/,
    ],
    ['malformed JSON', '/ui/watchlists', json('POST', '{"name": "x", rules: ['), 400, /not valid JSON/],
    ['not an object', '/ui/watchlists', json('POST', '[1]'), 400, /must be a JSON object/],
    ['empty body', '/ui/watchlists', json('POST', ''), 400, /empty/],
    ['unknown id', '/ui/watchlists/nope', json('PATCH', { name: 'y' }), 404, /no watchlist with this id/],
    [
      'unknown id rules',
      '/ui/watchlists/nope/rules',
      json('POST', { rule: { kind: 'source', domain: 'a.example' } }),
      404,
      /no watchlist/,
    ],
    ['unknown id rotate', '/ui/watchlists/nope/rotate', { method: 'POST', key: null }, 404, /no watchlist/],
    ['unknown id seen', '/ui/watchlists/nope/seen', { method: 'POST', key: null }, 404, /no watchlist/],
    ['unknown id items', '/ui/watchlists/nope/items', { method: 'GET', key: null }, 404, /no watchlist/],
    ['unknown id delete', '/ui/watchlists/nope', { method: 'DELETE', key: null }, 404, /no watchlist/],
    [
      'method on the list',
      '/ui/watchlists',
      { method: 'PUT', key: null },
      405,
      /PUT is not allowed .* use GET or POST/,
    ],
    ['method on rules', '/ui/watchlists/nope/rules', { method: 'GET', key: null }, 405, /use POST/],
  ];
  it.each(cases)(
    '%s: a JSON error naming the field, nothing written',
    async (_name, url, init, status, message) => {
      const before = tableCounts();
      const response = await t.request(url, init);
      expect(response.status).toBe(status);
      const body = errorBodySchema.parse(await response.json());
      expect(body.message).toMatch(message);
      expect(tableCounts()).toEqual(before);
    },
  );

  it('refuses an author rule the profile plan lacks, naming the rule, and a bad edit of a real list', async () => {
    const refused = await t.request(
      '/ui/watchlists',
      json('POST', {
        name: 'x',
        profile: 'basic',
        rules: [
          { kind: 'source', domain: 'a.example' },
          { kind: 'author', params: { author_name: 'A', theme: 'Tech' } },
        ],
      }),
    );
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/^rules\[1\]\.params: theme needs the NLP layer/);

    const list = await create({ name: 'Kept', rules: [{ kind: 'source', domain: 'wire.example' }] });
    const before = tableCounts();
    const bad = await t.request(
      `/ui/watchlists/${list.id}`,
      json('PATCH', { name: 'Renamed', rules: [{ kind: 'nope' }] }),
    );
    expect(bad.status).toBe(422);
    expect(tableCounts()).toEqual(before);
    const full = Array.from({ length: 50 }, (_, i) => ({ kind: 'source', domain: `s${i}.example` }));
    expect((await t.request(`/ui/watchlists/${list.id}`, json('PATCH', { rules: full }))).status).toBe(200);
    const over = await t.request(
      `/ui/watchlists/${list.id}/rules`,
      json('POST', { rule: { kind: 'source', domain: 'one-more.example' } }),
    );
    expect(over.status).toBe(422);
    expect((await over.json()).message).toMatch(/^rules may hold at most 50 rules/);
  });
});

describe('with DASHBOARD_PASSWORD', () => {
  let locked: TestApp;
  beforeAll(async () => {
    locked = await createTestApp(ARTICLES.slice(0, 2), { DASHBOARD_PASSWORD: 'correct horse battery' });
  });
  afterAll(() => locked.close());

  it('needs the password for /ui/watchlists and nothing but the token for a feed', async () => {
    const auth = {
      authorization: `Basic ${Buffer.from('newsdeck:correct horse battery').toString('base64')}`,
    };
    expect((await locked.request('/ui/watchlists', { key: null })).status).toBe(401);
    const created = await locked.request('/ui/watchlists', {
      method: 'POST',
      key: null,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Locked',
        rules: [{ kind: 'author', params: { author_name: 'Jane Doe' } }],
      }),
    });
    expect(created.status).toBe(201);
    const list = watchlistSchema.parse(await created.json());
    const feed = await locked.request(list.feeds.atom, { key: null });
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('urn:newsdeck:article:');
    expect((await locked.request(`/ui/watchlists/${list.id}/items`, { key: null })).status).toBe(401);
  });
});
