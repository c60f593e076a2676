import { describe, expect, it } from 'vitest';
import { addAnswerHeaders, answerParts, respond, withAnswerHeaders } from './answer';

const body = Buffer.from('{"ok":true}');
const json = { 'content-type': 'application/json' };

describe('headers added for a request', () => {
  it('are carried by every answer respond builds for it, and by no other request', () => {
    const request = new Request('http://localhost/api/sources');
    addAnswerHeaders(request, { 'cache-control': 'no-store' });
    const answer = respond(request, 200, body, json);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answerParts(answer)?.headers['cache-control']).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');

    const other = respond(new Request('http://localhost/api/sources'), 200, body, json);
    expect(other.headers.get('cache-control')).toBeNull();
  });

  it('add up, and give way to the headers respond is given', () => {
    const request = new Request('http://localhost/api/sources');
    addAnswerHeaders(request, { 'cache-control': 'no-store', 'x-one': '1' });
    addAnswerHeaders(request, { 'x-two': '2' });
    const answer = respond(request, 200, body, { ...json, 'x-one': 'given' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-one')).toBe('given');
    expect(answer.headers.get('x-two')).toBe('2');
  });

  it('keep the correlation id of the request, and leave answers made otherwise alone', () => {
    const request = new Request('http://localhost/api/sources', { headers: { 'correlation-id': 'req-1' } });
    addAnswerHeaders(request, { 'cache-control': 'no-store' });
    expect(respond(request, 200, body, json).headers.get('correlation-id')).toBe('req-1');
    const error = withAnswerHeaders(request, new Response('{}', { status: 404 }), true);
    expect(error.headers.get('correlation-id')).toBe('req-1');
    expect(error.headers.get('cache-control')).toBeNull();
  });
});
