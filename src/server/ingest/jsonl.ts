// Reads JSON Lines files line by line (streaming: files may be larger than memory).
import fs from 'node:fs';
import readline from 'node:readline';
import type { SourceLine } from './pipeline';

export async function* readJsonLines(files: readonly string[]): AsyncGenerator<SourceLine> {
  for (const file of files) {
    const input = fs.createReadStream(file, { encoding: 'utf8' });
    const reader = readline.createInterface({ input, crlfDelay: Infinity });
    let line = 0;
    try {
      for await (const text of reader) {
        line++;
        if (text.trim() === '') continue;
        yield { file, line, text };
      }
    } finally {
      reader.close();
      input.destroy();
    }
  }
}
