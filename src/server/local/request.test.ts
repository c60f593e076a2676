import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toErrorResponse } from '../http/errors';
import { isBodiless, requestReader } from './request';

describe('requestReader', () => {
  const setup = () => {
    let parses = 0;
    const schema = z
      .object({ q: z.string().min(1), tags: z.array(z.string()).optional() })
      .transform((value) => {
        parses++;
        return value;
      });
    const read = requestReader(schema);
    const seen: unknown[] = [];
    const app = new Hono();
    app.onError((error, c) => toErrorResponse(c, error));
    app.on(['GET', 'POST'], '/op', async (c) => {
      const request = isBodiless(c.req.method) ? read.query(c) : await read.body(c);
      seen.push(request);
      return c.json(request);
    });
    return { app, seen, parses: () => parses };
  };
  const post = (body: string) => ({ method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('parses a repeated request once and hands out the same frozen result', async () => {
    const { app, seen, parses } = setup();
    await app.request('/op?q=a&tags=x&tags=y');
    await app.request('/op?q=a&tags=x&tags=y');
    expect(parses()).toBe(1);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toEqual({ q: 'a', tags: ['x', 'y'] });
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(Object.isFrozen((seen[0] as { tags: string[] }).tags)).toBe(true);
  });

  it('tells requests apart by their query or body text, GET and POST alike', async () => {
    const { app, seen, parses } = setup();
    await app.request('/op?q=a');
    await app.request('/op?q=b');
    await app.request('/op', post('{"q":"a"}'));
    await app.request('/op', post('{"q":"a"}'));
    await app.request('/op', post('{"q":"b"}'));
    expect(seen.map((s) => (s as { q: string }).q)).toEqual(['a', 'b', 'a', 'a', 'b']);
    expect(parses()).toBe(4);
  });

  it('never remembers a refusal: the same bad request is refused every time', async () => {
    const { app } = setup();
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/op?q=');
      expect(response.status).toBe(422);
      const invalid = await app.request('/op', post('{"q":'));
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as { error_code: string }).error_code).toBe('INVALID_JSON');
    }
  });

  it('never takes a body for the query string it reads like', async () => {
    const { app } = setup();
    expect((await app.request('/op?q=a')).status).toBe(200);
    const body = await app.request('/op', post('?q=a'));
    expect(body.status).toBe(400);
    expect(((await body.json()) as { error_code: string }).error_code).toBe('INVALID_JSON');
  });

  it('reads an empty query as no parameters', async () => {
    const { app } = setup();
    const response = await app.request('/op');
    expect(response.status).toBe(422);
  });
});
