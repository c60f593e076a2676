// The local service's answer cache (src/server/local/answer-cache.ts) seen from the API: a repeated request
// is answered from memory, but never once the store has changed, never across plans, and never past what
// the clock changes (plan limits on dates, relative windows, 7-day counts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noMatchesStatus } from '../../src/contract';
import { openStore } from '../../src/server/store/db';
import { ingest } from '../../src/server/ingest/pipeline';
import { createTestApp, KEYS, makeArticle, type TestApp } from '../helpers/test-app';
import { sourceLines } from '../helpers/fixtures';

const NOW = Date.UTC(2026, 10, 21, 12);
const at = (offsetHours: number) =>
  new Date(NOW + offsetHours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Ingests through a second connection, as `npm run ingest` does from another process. */
async function ingestElsewhere(t: TestApp, articles: Record<string, unknown>[]) {
  const other = openStore(t.dataDir);
  try {
    await ingest(other, sourceLines(articles, 'later'), { now: NOW / 1000 });
  } finally {
    other.close();
  }
}

describe('answer cache', () => {
  let t: TestApp;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    t = await createTestApp([
      makeArticle({ author: 'Cache Writer', published_date: at(-30), link: 'https://a.example/one' }),
      makeArticle({ author: 'Cache Writer', published_date: at(-40), domain_url: 'weekly.example' }),
    ]);
  });
  afterEach(() => {
    t.close();
    vi.useRealTimers();
  });

  const authors = async (query: string, key: string = KEYS.full) => {
    const response = await t.request(`/api/authors?author_name=Cache%20Writer&${query}`, { key });
    return { status: response.status, text: await response.text() };
  };

  it('answers a repeated request with the same bytes', async () => {
    const first = await authors('from_=3d');
    const second = await authors('from_=3d');
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(first.text).total_hits).toBe(2);
  });

  it('sees articles ingested by another connection, for authors and lookup', async () => {
    const link = 'https://a.example/later';
    expect(JSON.parse((await authors('from_=3d')).text).total_hits).toBe(2);
    const lookup = () =>
      t.request(`/api/search_by_link?links=${encodeURIComponent(link)}`).then((r) => r.json());
    expect(await lookup()).toMatchObject({ status: '0 out of 1 articles found' });

    await ingestElsewhere(t, [makeArticle({ author: 'Cache Writer', published_date: at(-1), link })]);

    expect(JSON.parse((await authors('from_=3d')).text).total_hits).toBe(3);
    expect(await lookup()).toMatchObject({ status: '1 out of 1 articles found', articles: [{ link }] });
  });

  it('keeps plans apart: the same request under another plan gets that plan’s answer', async () => {
    const message = async (key: string) => {
      const response = await t.request('/api/sources?countries=US', { key });
      return ((await response.json()) as { message: string }).message;
    };
    expect(await message(KEYS.full)).toContain('1000');
    expect(await message(KEYS.basic)).toContain('100');
    expect(await message(KEYS.basic)).not.toContain('1000');
    expect(await message(KEYS.full)).toContain('1000');
  });

  it('checks the plan’s history limit on every request, as the clock moves on', async () => {
    const from = new Date(NOW - 29 * 86_400_000).toISOString().slice(0, 10);
    expect((await authors(`from_=${from}`, KEYS.basic)).status).toBe(200);
    vi.setSystemTime(NOW + 2 * 86_400_000);
    expect((await authors(`from_=${from}`, KEYS.basic)).status).toBe(403);
  });

  it('moves a relative window with the clock', async () => {
    const first = JSON.parse((await authors('from_=35h')).text);
    expect(first.total_hits).toBe(1);
    vi.setSystemTime(NOW + 10 * 3_600_000);
    const later = JSON.parse((await authors('from_=35h')).text);
    expect(later.status).toBe(noMatchesStatus);
    expect(later.user_input.from_).not.toBe(first.user_input.from_);
  });

  it('counts a source’s last 7 days at the time of the request', async () => {
    const weekly = async () => {
      const response = await t.request('/api/sources?source_url=weekly.example&include_additional_info=true');
      const body = (await response.json()) as {
        sources: { additional_info: { nb_articles_for_7d: number } }[];
      };
      return body.sources[0]!.additional_info.nb_articles_for_7d;
    };
    expect(await weekly()).toBe(1);
    vi.setSystemTime(NOW + (7 * 24 - 30) * 3_600_000);
    expect(await weekly()).toBe(0);
  });
});
