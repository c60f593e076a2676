// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TopAuthorsPopover } from './TopAuthorsPopover';
import { prepareDomForMantine } from '../../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../../test/helpers/render-in-app';

beforeAll(() => {
  prepareDomForMantine();
  // jsdom does not scroll; the router restores scroll on navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  unmountApp();
  vi.unstubAllGlobals();
});

/** The popover on a page of a memory router that also has an /authors page, as the app has. */
async function renderPopover() {
  await mountInApp(() => <TopAuthorsPopover profile="nlp" domain="harbor.example" label="Harbor Daily" />, {
    path: '/sources',
    otherPaths: ['/authors'],
  });
}

const openButton = () =>
  document.querySelector<HTMLButtonElement>('button[aria-label="Top authors of Harbor Daily"]');

async function open() {
  await act(async () => {
    openButton()?.click();
    await Promise.resolve();
  });
}

function answerWith(response: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('TopAuthorsPopover', () => {
  it('asks nothing until opened, then lists the authors with counts, each linking to the Authors page', async () => {
    let release: () => void = () => undefined;
    const fetchMock = answerWith(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              new Response(
                '{"source":"harbor.example","days":90,"authors":[{"name":"Ana Ruiz","article_count":3},{"name":"Bo Li","article_count":1}]}',
              ),
            );
        }),
    );
    await renderPopover();
    expect(openButton()).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await open();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/proxy/nlp/api/ext/source_authors?source=harbor.example&days=90&limit=10',
    );
    await waitFor(() => document.querySelector('[aria-label="Loading top authors"][aria-busy="true"]'));

    release();
    const list = await waitFor(() =>
      document.querySelector('ol[aria-label="Top authors of harbor.example"]'),
    );
    const items = [...list.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['Ana Ruiz3 articles', 'Bo Li1 article']);
    const link = list.querySelector('a');
    const href = new URL(link?.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe('/authors');
    expect(href.searchParams.get('author_name')).toBe('Ana Ruiz');
    expect(href.searchParams.get('sources')).toContain('harbor.example');
    expect(href.searchParams.get('from_')).toBe('90d');
  });

  it('says so when no article of the window names an author', async () => {
    answerWith(async () => new Response('{"source":"harbor.example","days":90,"authors":[]}'));
    await renderPopover();
    await open();
    await waitFor(() => document.body.textContent?.includes('No article of this source names an author'));
    expect(document.querySelector('ol')).toBeNull();
  });

  it('explains a failure, with a retry that asks again', async () => {
    const fetchMock = answerWith(
      async () =>
        new Response(
          '{"status":"error","status_code":500,"error_code":"INTERNAL_ERROR","message":"Database busy"}',
          {
            status: 500,
          },
        ),
    );
    await renderPopover();
    await open();
    const alert = await waitFor(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('Top authors could not be loaded');
    expect(alert.textContent).toContain('Database busy');
    const retry = [...alert.querySelectorAll('button')].find((button) =>
      /retry|try again/i.test(button.textContent ?? ''),
    );
    expect(retry).toBeDefined();
    await act(async () => {
      retry?.click();
      await Promise.resolve();
    });
    await waitFor(() => fetchMock.mock.calls.length >= 2);
  });
});
