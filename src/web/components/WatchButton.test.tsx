// @vitest-environment jsdom
// The Watch menu against a faked server: the profile's watchlists offered (one already holding the rule, so
// not offered again), adding the rule to one, creating a watchlist with it, and a refusal shown as said.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Watchlist, WatchRule } from '../../contract/watchlists';
import { WatchButton } from './WatchButton';
import { prepareDomForMantine } from '../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../test/helpers/render-in-app';

beforeAll(() => {
  prepareDomForMantine();
  window.scrollTo = () => undefined;
});

afterEach(() => {
  unmountApp();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const rule: WatchRule = { kind: 'source', domain: 'harbor.example' };

function watchlist(id: string, name: string, rules: WatchRule[], profile = 'full'): Watchlist {
  return {
    id,
    name,
    profile: profile as Watchlist['profile'],
    rules,
    feeds: { atom: `/feeds/${id}.atom`, json: `/feeds/${id}.json` },
    unseen: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
  };
}

const existing = [
  watchlist('w1', 'Harbour news', [rule]),
  watchlist('w2', 'Shipping', [{ kind: 'source', domain: 'ships.example' }]),
  watchlist('w3', 'Other profile', [], 'basic'),
];

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

function fakeServer(answers: { create?: Response } = {}): Sent[] {
  const sent: Sent[] = [];
  const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      sent.push({ url, method, body });
      if (url === '/ui/profiles')
        return json({
          default: 'full',
          profiles: [{ id: 'full', label: 'Full', plan: 'v3_nlp_iptc_tags', kind: 'local' }],
        });
      if (url === '/ui/watchlists' && method === 'GET') return json({ watchlists: existing });
      if (url === '/ui/watchlists' && method === 'POST')
        return answers.create ?? json(watchlist('w9', (body as { name: string }).name, [rule]), 201);
      if (url === '/ui/watchlists/w2/rules') return json(watchlist('w2', 'Shipping', [rule]), 201);
      return json({ status: 'error', status_code: 404, error_code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  return sent;
}

async function render() {
  await mountInApp(() => <WatchButton rule={rule} label="Watch Harbor Daily" />, {
    path: '/sources',
    otherPaths: ['/watchlists'],
  });
}

const buttonNamed = (text: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent?.trim() === text || button.getAttribute('aria-label') === text,
  );

async function openMenu() {
  await act(async () => {
    buttonNamed('Watch Harbor Daily')?.click();
    await Promise.resolve();
  });
  return waitFor(() => buttonNamed('Add to Shipping'));
}

describe('WatchButton', () => {
  it("offers the profile's watchlists, not again where the rule is already held", async () => {
    fakeServer();
    await render();
    await openMenu();
    const held = buttonNamed('Add to Harbour news · already watched');
    expect(held?.disabled).toBe(true);
    expect(buttonNamed('Add to Shipping')?.disabled).toBe(false);
    expect(document.body.textContent).not.toContain('Other profile');
  });

  it('adds the rule to the watchlist chosen', async () => {
    const sent = fakeServer();
    await render();
    const add = await openMenu();
    await act(async () => add.click());
    await waitFor(() => (document.body.textContent?.includes('Added to Shipping.') ? true : null));
    expect(sent.find((request) => request.url === '/ui/watchlists/w2/rules')).toEqual({
      url: '/ui/watchlists/w2/rules',
      method: 'POST',
      body: { rule },
    });
  });

  it('creates a watchlist with the rule, named after it unless renamed', async () => {
    const sent = fakeServer();
    await render();
    await openMenu();
    await act(async () => buttonNamed('Create watchlist')?.click());
    await waitFor(() =>
      document.body.textContent?.includes('Created Source: harbor.example.') ? true : null,
    );
    expect(
      sent.find((request) => request.url === '/ui/watchlists' && request.method === 'POST')?.body,
    ).toEqual({
      name: 'Source: harbor.example',
      profile: 'full',
      rules: [rule],
    });
  });

  it("shows the server's refusal", async () => {
    fakeServer({
      create: new Response(
        JSON.stringify({
          status: 'error',
          status_code: 422,
          error_code: 'VALIDATION_ERROR',
          message: 'There are already 200 watchlists, the most this server keeps; delete one first',
        }),
        { status: 422 },
      ),
    });
    await render();
    await openMenu();
    await act(async () => buttonNamed('Create watchlist')?.click());
    const alert = await waitFor(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('200 watchlists');
  });
});
