// Worker entry point in plain JavaScript: Node cannot start a worker from a .ts file, so this loads the
// TypeScript worker through tsx (a runtime dependency), whether the parent runs under tsx, vitest or node.
import { tsImport } from 'tsx/esm/api';

await tsImport('./enrichment-worker.ts', import.meta.url);
