// The production build's chunk graph (vite.config.ts, codeSplitting groups): what every page pays before its
// own code runs stays small and in few files. Builds the SPA once into a temporary folder (~30 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { Plugin } from 'vite';

interface ChunkFacts {
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

const root = path.resolve('.');
let outDir: string;
const chunks = new Map<string, ChunkFacts>();

/** Records each chunk's imports and modules (ids relative to the project). */
const recordChunks: Plugin = {
  name: 'record-chunks',
  generateBundle(_options, bundle) {
    for (const [fileName, output] of Object.entries(bundle))
      if (output.type === 'chunk')
        chunks.set(fileName, {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.keys(output.modules).map((id) => path.relative(root, id.replace(/^\0/, ''))),
        });
  },
};

/** A chunk and every chunk it imports statically: what loads before it runs. */
function staticClosure(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const modulesOf = (files: Iterable<string>) => [...files].flatMap((file) => chunks.get(file)?.modules ?? []);
const chunkHolding = (pattern: RegExp) =>
  [...chunks].filter(([, chunk]) => chunk.modules.some((id) => pattern.test(id))).map(([file]) => file);

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsdeck-build-test-'));
  // Vitest sets NODE_ENV=test, which Vite would build with (development React and the like).
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
      plugins: [recordChunks],
    });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
}, 240_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the chunk graph', () => {
  it('starts up from at most three script files, without zod or any page', () => {
    const [entry] = [...chunks].find(([, chunk]) => chunk.isEntry) ?? [];
    expect(entry).toBeDefined();
    const startUp = staticClosure(entry!);
    expect(startUp.size).toBeLessThanOrEqual(3);
    const modules = modulesOf(startUp);
    expect(modules.filter((id) => id.includes('node_modules/zod/'))).toEqual([]);
    // Pages' components, queries and schemas come with their route's chunk; only the URL readers start up.
    expect(modules.filter((id) => /^src\/web\/features\/.*\.tsx$/.test(id))).toEqual([]);
    expect(modules.filter((id) => /node_modules\/(recharts|@mantine\/charts)\//.test(id))).toEqual([]);
  });

  it('puts the chart kit in one chunk that only chart code loads', () => {
    const holding = chunkHolding(/node_modules\/(recharts|@mantine\/charts|d3-[a-z-]+)\//);
    expect(holding).toHaveLength(1);
    const [charts] = holding;
    expect(chunks.get(charts!)?.modules).toContain('src/web/components/charts/ChartKit.tsx');
    // The API reference shares only the redux bindings with it.
    const [swagger] = chunkHolding(/node_modules\/swagger-ui-react\//);
    expect(swagger).toBeDefined();
    expect(staticClosure(swagger!).has(charts!)).toBe(false);
  });

  it('loads every page with its own chunk, not from start-up', () => {
    const [entry] = [...chunks].find(([, chunk]) => chunk.isEntry)!;
    const startUp = staticClosure(entry);
    const dynamic = new Set([...startUp].flatMap((file) => chunks.get(file)?.dynamicImports ?? []));
    for (const page of [
      'AuthorsPage',
      'SourcesPage',
      'BreachesPage',
      'LookupPage',
      'HomePage',
      'PlansPage',
    ]) {
      const [file] = chunkHolding(new RegExp(`/${page}\\.tsx$`));
      expect(file, page).toBeDefined();
      expect(startUp.has(file!), page).toBe(false);
      expect(dynamic.has(file!), page).toBe(true);
    }
  });
});
