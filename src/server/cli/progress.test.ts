import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../log';
import { createProgress } from './progress';

afterEach(() => vi.useRealTimers());

describe('createProgress off a terminal', () => {
  it('logs a progress line every 10 s, with the rate and the extra counts', () => {
    vi.useFakeTimers({ now: 0 });
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      level: 'info',
      stream: { write: (l: string) => void lines.push(JSON.parse(l)) },
    });
    const stream = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;
    const progress = createProgress('ingest', null, stream, () => logger);
    progress.update(100, { stored: 90, skipped: 10 });
    vi.setSystemTime(9_999);
    progress.update(500);
    expect(lines).toEqual([]);
    vi.setSystemTime(10_000);
    progress.update(1000, { stored: 990, skipped: 10 });
    vi.setSystemTime(15_000);
    progress.update(1500);
    progress.done();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'ingest progress',
      task: 'ingest',
      done: 1000,
      total: null,
      perSecond: 100,
      stored: 990,
      skipped: 10,
    });
  });

  it('draws a bar on a terminal and logs nothing', () => {
    const lines: string[] = [];
    const written: string[] = [];
    const logger = createLogger({ level: 'info', stream: { write: (l: string) => void lines.push(l) } });
    const stream = {
      isTTY: true,
      columns: 60,
      write: (text: string) => written.push(text) > 0,
    } as unknown as NodeJS.WriteStream;
    const progress = createProgress('seed', 10, stream, () => logger);
    progress.update(5, { stored: 5 });
    progress.done();
    expect(written[0]).toMatch(/^\rseed \[#{15}\.{15}\] 5\/10 \d+\/s stored 5/);
    expect(written[1]).toBe('\n');
    expect(lines).toEqual([]);
  });
});
