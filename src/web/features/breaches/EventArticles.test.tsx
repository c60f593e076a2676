// @vitest-environment jsdom
// An opened event's source articles: named by the attached data when the answer brings it, otherwise by the
// one lookup of the event's articles (a local profile's trimmed answer), with articles the store lacks said.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BreachEvent } from '../../../contract/events';
import { profileChoice } from '../../lib/profile';
import { prepareDomForMantine } from '../../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../../test/helpers/render-in-app';
import { EventArticles, useNamedEvent, withStoredFields } from './EventArticles';

beforeAll(prepareDomForMantine);

afterEach(() => {
  unmountApp();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const profiles = JSON.stringify({
  default: 'full',
  profiles: [{ id: 'full', label: 'Demo · Full', plan: 'v3_nlp_iptc_tags', kind: 'local' }],
});

const trimmed: BreachEvent = {
  id: 'breach_1',
  event_type: 'data_breach',
  global_event_type: 'DataMonitoring',
  associated_article_ids: ['a1', 'a2'],
  extraction_date: '2026-11-20 10:00:00',
  event_date: null,
  company_name: 'Acme',
  data_breach: { summary: 's', impacted: [], data: 'emails', data_type: 'personal', title: 't' },
};

function storedArticle(id: string, title: string) {
  return {
    id,
    title,
    link: `https://news.example/${id}`,
    domain_url: 'news.example',
    full_domain_url: 'news.example',
    parent_url: 'https://news.example',
    rank: 1,
    score: 1,
  };
}

/** Answers /ui/profiles and the lookup (holding only a1); records the lookup bodies. */
function serve() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/ui/profiles') return new Response(profiles);
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify({
          status: '1 out of 2 articles found',
          total_hits: 1,
          page: 1,
          total_pages: 1,
          page_size: 2,
          articles: [storedArticle('a1', 'Acme leaks emails')],
          user_input: { ids: ['a1', 'a2'], links: null, page: 1, page_size: 2 },
        }),
      );
    }),
  );
  return bodies;
}

describe('EventArticles', () => {
  it('without attached data, names the articles from the one lookup and says which the store lacks', async () => {
    profileChoice.set('full');
    const bodies = serve();
    const container = await mountInApp(() => (
      <EventArticles event={trimmed} openArticleId={undefined} onOpen={() => undefined} />
    ));
    const list = await waitFor(() =>
      container
        .querySelector('ul[aria-label="Source articles of Acme"]')
        ?.textContent?.includes('Acme leaks emails')
        ? container.querySelector('ul')
        : null,
    );
    expect(bodies).toEqual([{ ids: ['a1', 'a2'], page: 1, page_size: 2 }]);
    const items = [...list.querySelectorAll('li')];
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe('https://news.example/a1');
    expect(items[1]!.textContent).toContain('a2');
    expect(items[1]!.textContent).toContain('Not in the store');
  });
});

/** What the evidence panel is handed: the event's articles as named. */
function NamedArticles({ event }: { event: BreachEvent }) {
  const named = useNamedEvent(event);
  return <output>{JSON.stringify(named.articles ?? null)}</output>;
}

describe('useNamedEvent', () => {
  it('names the articles of a trimmed event from the lookup (one request), in its order', async () => {
    profileChoice.set('full');
    const bodies = serve();
    const container = await mountInApp(() => <NamedArticles event={trimmed} />);
    const named = await waitFor(() => {
      const text = container.querySelector('output')?.textContent;
      return text && text !== 'null' ? (JSON.parse(text) as { id: string; title?: string }[]) : null;
    });
    expect(named.map((article) => [article.id, article.title ?? null])).toEqual([
      ['a1', 'Acme leaks emails'],
      ['a2', null],
    ]);
    expect(bodies).toHaveLength(1);
  });

  it('leaves an event with attached articles as it is, and asks for nothing', async () => {
    profileChoice.set('full');
    const bodies = serve();
    const attached = { ...trimmed, articles: [{ id: 'a1', title: 'Attached', link: 'https://y.example/1' }] };
    const container = await mountInApp(() => <NamedArticles event={attached} />);
    await waitFor(() => container.querySelector('output')?.textContent?.includes('Attached'));
    expect(bodies).toEqual([]);
  });
});

describe('withStoredFields', () => {
  it('fills a missing title and link from the stored article, and keeps attached ones', () => {
    expect(withStoredFields({ id: 'a1' }, { title: 'T', link: 'https://x.example/1' })).toEqual({
      id: 'a1',
      title: 'T',
      link: 'https://x.example/1',
    });
    const attached = { id: 'a1', title: 'Attached', link: 'https://y.example/1' };
    expect(withStoredFields(attached, { title: 'T', link: 'https://x.example/1' })).toBe(attached);
    expect(withStoredFields({ id: 'a2' }, undefined)).toEqual({ id: 'a2' });
  });
});
