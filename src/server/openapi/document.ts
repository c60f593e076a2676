// GET /api/openapi.json: the local service's OpenAPI document, public (documentation needs no key).
// Generated from the contract on the first request — the same text as the committed docs/openapi.json,
// which a test keeps equal — then kept in memory: the contract cannot change while the server runs.
import type { Context } from 'hono';
import { openApiJson } from '../../contract/openapi';
import { respond } from '../http/answer';

let documentBytes: Buffer | undefined;

export function answerOpenApiDocument(c: Context): Response {
  documentBytes ??= Buffer.from(openApiJson());
  return respond(c.req.raw, 200, documentBytes, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-cache',
  });
}
