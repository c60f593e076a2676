// A one-line progress display for terminals; silent when stderr is not a TTY (CI, pipes).
export interface Progress {
  update(done: number, extra?: string): void;
  done(): void;
}

export function createProgress(label: string, total: number | null, stream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, done() {} };
  const started = Date.now();
  let last = 0;
  const render = (count: number, extra = '') => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const rate = Math.round(count / seconds);
    const width = 30;
    const bar =
      total && total > 0
        ? `[${'#'.repeat(Math.round((Math.min(count, total) / total) * width)).padEnd(width, '.')}] ${count}/${total}`
        : `${count}`;
    stream.write(`\r${label} ${bar} ${rate}/s ${extra}`.padEnd(stream.columns ? stream.columns - 1 : 80));
  };
  return {
    update(count, extra) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      render(count, extra);
    },
    done() {
      stream.write('\n');
    },
  };
}
