import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { mantineComponentStyles } from './scripts/vite/mantine-styles';
import { precompress } from './scripts/vite/precompress';

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
    // A budget, not a silencer: the entry (React DOM, zod, Mantine core, TanStack Router and Query, the
    // shell) is ~560 kB minified, ~173 kB gzipped. Pages and charts load as their own chunks.
    chunkSizeWarningLimit: 600,
  },
});
