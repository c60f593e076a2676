// Entry point: styles, providers (Mantine, TanStack Query, TanStack Router) and the first render.
// Mantine's global styles only: each component's stylesheet comes with the chunk that uses it
// (scripts/vite/mantine-styles.ts), so the entry carries the shell's and each page brings its own.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';
import { RoutePending } from './shell/RoutePending';
import { cssVariablesResolver, theme } from './theme';
// Last, after the shell's component styles it adjusts (the focus ring of inputs).
import './app.css';

const colorSchemeStorageKey = 'newsdeck-color-scheme';
const colorSchemeManager = localStorageColorSchemeManager({ key: colorSchemeStorageKey });

// Mantine's ColorSchemeScript is an inline script, which the server's CSP forbids. Setting the attribute
// here, before the first render, still avoids a flash of the wrong scheme in most cases.
function applyStoredColorScheme(): void {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(colorSchemeStorageKey);
  } catch {
    stored = null; // storage disabled
  }
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const scheme = stored === 'light' || stored === 'dark' ? stored : prefersDark ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
}

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Query data has its own freshness; the router must not hold a second copy.
  defaultPreloadStaleTime: 0,
  // Loaded when needed: it and its EmptyState would otherwise travel in every page's first paint.
  defaultNotFoundComponent: lazyRouteComponent(() => import('./shell/NotFoundPage'), 'NotFoundPage'),
  // The shell renders at once with a pending marker where the page goes (no wait for the page's chunk,
  // and no minimum display that would delay a page that is ready).
  defaultPendingComponent: RoutePending,
  defaultPendingMs: 0,
  defaultPendingMinMs: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

applyStoredColorScheme();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
