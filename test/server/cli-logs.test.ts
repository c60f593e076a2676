// The CLIs as run: `serve` logs its start-up and each request as JSON lines (stdout is not a terminal here),
// LOG_LEVEL is honoured or refused by the server and by ingest, and ingest says when it re-extracts breach events.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeArticle, tempDir } from '../helpers/fixtures';
import { breachArticle } from '../helpers/breach-articles';
import { getMeta, openStore, setMeta } from '../../src/server/store/db';
import { BREACH_RULES_FINGERPRINT, BREACH_RULES_META_KEY } from '../../src/server/ingest/breach-refresh';

const tsx = path.resolve('node_modules/.bin/tsx');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The environment of a CLI run: only what it needs, so the caller's own settings cannot leak in. */
function cliEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the serve CLI', () => {
  it('refuses an unknown LOG_LEVEL with a message naming it', () => {
    const dir = tempDir();
    dirs.push(dir);
    const result = spawnSync(tsx, ['src/server/cli/serve.ts'], {
      encoding: 'utf8',
      env: cliEnv({ DATA_DIR: dir, NEWSDECK_NO_SEED: '1', LOG_LEVEL: 'chatty', PORT: '0' }),
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    );
  });

  it('logs why it cannot listen, and stops', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as AddressInfo).port;
    try {
      const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
        const child = spawn(tsx, ['src/server/cli/serve.ts'], {
          env: cliEnv({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: String(port), NEWSDECK_NO_SEED: '1' }),
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.once('close', (code) => resolve({ code, stdout }));
      });
      expect(result.code).toBe(1);
      const fatal = jsonLines(result.stdout).find((line) => line.level === 60);
      expect(fatal).toMatchObject({ port, err: { code: 'EADDRINUSE' } });
      expect(fatal?.msg).toContain('Cannot listen');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);

  it('logs its start-up and one access line per request, without the key', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const child = spawn(tsx, ['src/server/cli/serve.ts'], {
      env: cliEnv({
        DATA_DIR: dir,
        HOST: '127.0.0.1',
        PORT: '0',
        NEWSDECK_NO_SEED: '1',
        NEWSDECK_API_KEYS: 'serve-cli-key-Mn72:v3_basic',
      }),
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const started = async () => {
        for (let i = 0; i < 600; i++) {
          const line = jsonLines(stdout).find((l) => typeof l.address === 'string');
          if (line) return line;
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`no start-up line in: ${stdout}`);
      };
      const startup = await started();
      expect(startup).toMatchObject({
        level: 30,
        dataDir: dir,
        profiles: ['basic'],
        articles: 0,
      });
      const address = startup.address as string;
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

      const response = await fetch(`${address}/api/sources?countries=US`, {
        headers: { 'x-api-token': 'serve-cli-key-Mn72' },
      });
      await response.arrayBuffer();
      for (let i = 0; i < 200 && !jsonLines(stdout).some((l) => l.msg === 'request'); i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(jsonLines(stdout).find((l) => l.msg === 'request')).toMatchObject({
        method: 'GET',
        path: '/api/sources?countries=US',
        status: response.status,
        requestId: response.headers.get('correlation-id'),
        client: '127.0.0.1',
      });
      expect(stdout).not.toContain('serve-cli-key-Mn72');
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});

describe('the ingest CLI', () => {
  it('logs at the level LOG_LEVEL asks for', () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = path.join(dir, 'in.jsonl');
    fs.writeFileSync(file, [JSON.stringify(makeArticle()), 'not json'].join('\n'));
    const run = (level: string) =>
      spawnSync(tsx, ['src/server/cli/ingest.ts', '--data-dir', dir, file], {
        encoding: 'utf8',
        env: cliEnv({ LOG_LEVEL: level }),
      });

    const warn = run('warn');
    expect(warn.status).toBe(0);
    const lines = jsonLines(warn.stdout);
    expect(lines.map((l) => l.level)).toEqual([40]);
    expect(lines[0]).toMatchObject({ task: 'ingest', line: 2, file });

    const refused = run('nonsense');
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('LOG_LEVEL must be one of');
    // Two CLI runs, each loading the NLP models: slow on a busy machine.
  }, 90_000);

  it('extracts the breach events of a store made by other rules again, and says so', () => {
    const dir = tempDir();
    dirs.push(dir);
    const run = (article: Record<string, unknown>) => {
      const file = path.join(dir, 'in.jsonl');
      fs.writeFileSync(file, JSON.stringify(article));
      return spawnSync(tsx, ['src/server/cli/ingest.ts', '--data-dir', dir, file], {
        encoding: 'utf8',
        env: cliEnv({ LOG_LEVEL: 'info' }),
      });
    };
    expect(run(breachArticle('contoso')).status).toBe(0);
    const db = openStore(dir);
    setMeta(db, BREACH_RULES_META_KEY, 'older rules');
    db.close();

    const second = run(makeArticle());
    expect(second.status).toBe(0);
    const refresh = jsonLines(second.stdout).filter((l) => l.task === 'breach-refresh');
    expect(refresh[0]).toMatchObject({ level: 30, articles: 1, dataDir: dir });
    expect(refresh[0]?.msg).toContain('Extracting the breach events of 1 stored articles again');
    expect(refresh.at(-1)).toMatchObject({ articles: 1, msg: 'breach events re-extracted from 1 articles' });
    const reopened = openStore(dir);
    expect(getMeta(reopened, BREACH_RULES_META_KEY)).toBe(BREACH_RULES_FINGERPRINT);
    expect(reopened.prepare('SELECT count(*) AS n FROM events').get()).toEqual({ n: 1 });
    reopened.close();
  }, 90_000);
});
