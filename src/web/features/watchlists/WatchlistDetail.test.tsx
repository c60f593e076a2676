// @vitest-environment jsdom
// An open watchlist against a faked server: its items shown (new ones marked) and then marked seen once, the
// last rule kept (the server refuses a watchlist without rules), and rotation only after its confirmation.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Watchlist, WatchItem } from '../../../contract/watchlists';
import { WatchlistDetail } from './WatchlistDetail';
import { prepareDomForMantine } from '../../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../../test/helpers/render-in-app';

beforeAll(() => {
  prepareDomForMantine();
  window.scrollTo = () => undefined;
  // The rule form's SegmentedControl measures itself; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  unmountApp();
  vi.unstubAllGlobals();
});

const watchlist: Watchlist = {
  id: 'w1',
  name: 'Harbour',
  profile: 'full',
  rules: [{ kind: 'source', domain: 'harbor.example' }],
  feeds: { atom: '/feeds/tok1.atom', json: '/feeds/tok1.json' },
  unseen: 1,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

const item = (id: string, title: string): WatchItem => ({
  id: `urn:newsdeck:article:${id}`,
  kind: 'article',
  title,
  link: `https://harbor.example/${id}`,
  summary: null,
  published: '2026-11-20T10:00:00Z',
  added: '2026-11-20T10:00:00Z',
  rules: [0],
  authors: ['Ada Marsh'],
  source: 'harbor.example',
  company: null,
});

function fakeServer(): { method: string; url: string }[] {
  const sent: { method: string; url: string }[] = [];
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url });
      if (url === '/ui/watchlists/w1/items')
        return json({ watchlist, items: [item('a2', 'Newest'), item('a1', 'Older')], fetched_at: null });
      if (url === '/ui/watchlists/w1/rotate')
        return json({ ...watchlist, feeds: { atom: '/feeds/tok2.atom', json: '/feeds/tok2.json' } });
      if (url === '/ui/watchlists') return json({ watchlists: [watchlist] });
      return json({ ...watchlist, unseen: 0 });
    }),
  );
  return sent;
}

async function render() {
  await mountInApp(() => <WatchlistDetail watchlist={watchlist} onDeleted={() => undefined} />, {
    path: '/watchlists',
  });
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (each) => each.textContent?.trim() === name || each.getAttribute('aria-label') === name,
  );

describe('WatchlistDetail', () => {
  it('shows the items with the unseen ones marked, then tells the server they were seen, once', async () => {
    const sent = fakeServer();
    await render();
    const list = await waitFor(() => document.querySelector('[aria-label="Items"]'));
    const rows = [...list.querySelectorAll('li')];
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(['Newest', 'Older']);
    expect(rows[0]?.querySelector('[data-new]')).not.toBeNull();
    expect(rows[1]?.querySelector('[data-new]')).toBeNull();
    await waitFor(() => sent.find((request) => request.url === '/ui/watchlists/w1/seen'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(sent.filter((request) => request.url === '/ui/watchlists/w1/seen')).toHaveLength(1);
  });

  it('keeps the last rule, and shows absolute feed links', async () => {
    fakeServer();
    await render();
    expect(button('Remove rule Source: harbor.example')?.disabled).toBe(true);
    const atom = document.querySelector<HTMLInputElement>('input[value$="/feeds/tok1.atom"]');
    expect(atom?.value).toBe(`${window.location.origin}/feeds/tok1.atom`);
  });

  it('rotates the feed links only after the confirmation that the old ones stop working', async () => {
    const sent = fakeServer();
    await render();
    await act(async () => button('Rotate link')?.click());
    const dialog = await waitFor(() => document.querySelector('[role="dialog"]'));
    expect(dialog.textContent).toContain('The old ones stop working');
    expect(sent.some((request) => request.url.endsWith('/rotate'))).toBe(false);
    const confirm = [...dialog.querySelectorAll('button')].find((each) => each.textContent === 'Rotate link');
    await act(async () => confirm?.click());
    await waitFor(() => sent.find((request) => request.url === '/ui/watchlists/w1/rotate'));
  });
});
