// The SPA's weight: a production build (vite.config.ts as is, output kept in memory so dist/ is left alone),
// then the gzip size of the JavaScript index.html loads for first paint (entry + modulepreloads and their
// static imports), of each lazily loaded route chunk with the shared chunks it adds, and whether any chart
// code (recharts, @mantine/charts) is reachable from first paint.
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

type BuildResult = Awaited<ReturnType<typeof build>>;
type Output = Extract<BuildResult, { output: unknown }>;
type OutputItem = Output['output'][number];
type Chunk = Extract<OutputItem, { type: 'chunk' }>;

export interface ChunkSize {
  /** The route or chunk name. */
  name: string;
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  /** Pulls in chart code. */
  charts: boolean;
}

export interface SpaResults {
  firstPaintJs: ChunkSize;
  firstPaintCss: ChunkSize;
  /** Each lazily loaded chunk (a route, or a component loaded on demand such as a chart) with the static
   * imports it adds beyond first paint. */
  routes: ChunkSize[];
  chartsInFirstPaint: boolean;
  buildSeconds: number;
}

const CHART_MODULE = /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z]+|victory-vendor)[\\/]/;

const gzipSize = (text: string | Uint8Array) => zlib.gzipSync(text, { level: 9 }).length;

function htmlReferences(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, ''));
}

export async function measureSpa(root: string): Promise<SpaResults> {
  const started = performance.now();
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { write: false, reportCompressedSize: false },
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const outputs = (Array.isArray(result) ? result : [result]) as Output[];
  const items = outputs.flatMap((o) => o.output);
  const chunks = new Map(items.filter((i): i is Chunk => i.type === 'chunk').map((c) => [c.fileName, c]));
  const assets = new Map(
    items
      .filter((i) => i.type === 'asset')
      .map((a) => [a.fileName, (a as Extract<OutputItem, { type: 'asset' }>).source]),
  );
  const html = assets.get('index.html');
  if (html === undefined) throw new Error('the build has no index.html');
  const htmlText = typeof html === 'string' ? html : Buffer.from(html).toString('utf8');

  /** The files and the static-import closure of `roots`. */
  const closure = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };
  const hasCharts = (file: string) => (chunks.get(file)?.moduleIds ?? []).some((id) => CHART_MODULE.test(id));
  const sizeOf = (name: string, files: Iterable<string>): ChunkSize => {
    const list = [...files];
    let gzipBytes = 0;
    let rawBytes = 0;
    for (const file of list) {
      const content = chunks.get(file)?.code ?? assets.get(file);
      if (content === undefined)
        throw new Error(`index.html refers to ${file}, which the build does not have`);
      gzipBytes += gzipSize(content);
      rawBytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    }
    return { name, files: list, gzipBytes, rawBytes, charts: list.some(hasCharts) };
  };

  const scripts = htmlReferences(htmlText, /<script[^>]+src="([^"]+\.js)"/g);
  const preloads = htmlReferences(htmlText, /<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
  const firstPaint = closure([...scripts, ...preloads]);
  const styles = htmlReferences(htmlText, /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

  const routes = [...chunks.values()]
    .filter((c) => c.isDynamicEntry && !firstPaint.has(c.fileName))
    .map((c) =>
      sizeOf(
        c.name,
        [...closure([c.fileName])].filter((f) => !firstPaint.has(f)),
      ),
    )
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    firstPaintJs: sizeOf('first paint (JS)', firstPaint),
    firstPaintCss: sizeOf('first paint (CSS)', styles),
    routes,
    chartsInFirstPaint: [...firstPaint].some(hasCharts),
    buildSeconds,
  };
}
