// Mounting a component as the app does, for component tests in jsdom: Mantine with the app's theme, a
// QueryClient that does not retry, and, when the component links or navigates, a memory router at `path`
// with the other pages it may go to. One mounted tree at a time; `unmountApp()` in afterEach removes it.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { theme } from '../../src/web/theme';

let mounted: { root: Root; container: HTMLElement } | null = null;

export interface MountOptions {
  /** Mount under a memory router at this path (the component is that page). */
  path?: string;
  /** Further pages of the router, so links and navigation to them resolve. */
  otherPaths?: string[];
}

/** Renders `render()` in the app's providers; answers the container it is mounted in. */
export async function mountInApp(render: () => ReactNode, options: MountOptions = {}): Promise<HTMLElement> {
  unmountApp();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createRouter> | null = null;
  if (options.path) {
    const rootRoute = createRootRoute();
    const page = createRoute({ getParentRoute: () => rootRoute, path: options.path, component: render });
    const others = (options.otherPaths ?? []).map((path) =>
      createRoute({ getParentRoute: () => rootRoute, path }),
    );
    router = createRouter({
      routeTree: rootRoute.addChildren([page, ...others]),
      history: createMemoryHistory({ initialEntries: [options.path] }),
    });
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted = { root, container };
  await act(async () => {
    root.render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          {router ? <RouterProvider router={router} /> : render()}
        </QueryClientProvider>
      </MantineProvider>,
    );
    await (router ? router.load() : Promise.resolve());
  });
  return container;
}

export function unmountApp(): void {
  if (!mounted) return;
  const { root, container } = mounted;
  act(() => root.unmount());
  container.remove();
  mounted = null;
}

/** Waits (in act) until `probe` finds something, or fails after a second. */
export async function waitFor<T>(probe: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const found = probe();
    if (found) return found;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error('not found in time');
}
