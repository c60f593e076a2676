import fs from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { mantineComponentStyles } from './scripts/vite/mantine-styles.ts';
import { precompress } from './scripts/vite/precompress.ts';

/** zod itself, or a module that imports it (a contract schema module). */
function importsZod(id: string): boolean {
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return true;
  if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return false;
  return /^import (?!type)[^;]*from 'zod'/m.test(fs.readFileSync(id, 'utf8'));
}

/** The chart kit and the libraries only it uses. */
const chartModules =
  /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|internmap|victory-vendor|decimal\.js-light|@reduxjs|redux-thunk|immer|react-is|eventemitter3|es-toolkit|tiny-invariant|@mantine[\\/]core[\\/].*ColorSwatch)|[\\/]src[\\/]web[\\/]components[\\/]charts[\\/]/;

/** What pages share: Mantine, the shared components and helpers, the contract and zod. */
const pageKitModules =
  /node_modules[\\/](@mantine|zod)[\\/]|[\\/]src[\\/](web[\\/](components|lib)|contract)[\\/]/;

// The dev server forwards everything that is not the SPA to the Newsdeck server (`npm run serve`).
const serverOrigin = 'http://127.0.0.1:8080';
const serverPaths = ['/proxy', '/ui', '/api', '/feeds', '/healthz'];

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it generates the route tree and splits route components.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/web/routes',
      generatedRouteTree: 'src/web/routeTree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the entry chunk then holds no page's queries or
      // response schemas, and a page still costs one chunk request.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    mantineComponentStyles(),
    precompress(),
  ],
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: serverOrigin }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A budget, not a silencer: the entry (React DOM, Mantine core, TanStack Router and Query, the shell, the
    // URL readers) is ~470 kB minified, ~130 kB brotli. Pages and charts load as their own chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What start-up needs, in one file beside the entry instead of ~14 small ones queued on six
            // connections. Schema modules stay out even when a start-up module names one of their
            // re-exports: their zod calls would bring zod (~30 kB brotli) into every first paint. Without
            // the dependency walk, a start-up module's imports that tree-shaking drops are not pulled in.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !importsZod(id),
              includeDependenciesRecursively: false,
              priority: 30,
            },
            // The chart kit (recharts and what it alone uses) as one file, named after its module: pages load
            // it on demand. The redux bindings it shares with the API reference's viewer stay apart, so that
            // page does not load it.
            {
              name: 'ChartKit',
              test: chartModules,
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // What two or more pages share (Mantine's components, the shared components and helpers, the
            // contract's schemas and zod) as one file loaded after the first paint, instead of ~30 small ones
            // each page queued on six connections in front of its data request. It adds bytes to the light
            // pages, but side by side every page reached its main content sooner (0.87-0.94x, 7 rounds).
            {
              name: 'page-kit',
              test: (id) => !chartModules.test(id) && pageKitModules.test(id),
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
