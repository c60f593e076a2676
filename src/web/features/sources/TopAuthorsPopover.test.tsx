// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../theme';
import { TopAuthorsPopover } from './TopAuthorsPopover';
import { prepareDomForMantine } from '../../../../test/helpers/jsdom-mantine';

let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  prepareDomForMantine();
  // jsdom does not scroll; the router restores scroll on navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  root = null;
  vi.unstubAllGlobals();
});

/** The popover on a page of a memory router that also has an /authors page, as the app has. */
async function renderPopover() {
  const rootRoute = createRootRoute();
  const sourcesRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/sources',
    component: () => <TopAuthorsPopover profile="nlp" domain="harbor.example" label="Harbor Daily" />,
  });
  const authorsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/authors' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([sourcesRoute, authorsRoute]),
    history: createMemoryHistory({ initialEntries: ['/sources'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    await router.load();
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

/** Waits (in act) until `probe` finds something, or fails after a second. */
async function waitFor<T>(probe: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = probe();
    if (found) return found;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error('not found in time');
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
