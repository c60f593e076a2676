// Writes a generated data file (data/*.json) formatted by the project's Prettier settings, so that
// `prettier --check .` passes on files the build scripts regenerate.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export async function writeDataFile(url: URL, value: unknown): Promise<void> {
  const path = fileURLToPath(url);
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(JSON.stringify(value), { ...options, parser: 'json' }));
}
