import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createErrorBody,
  errorBodySchema,
  errorCodes,
  errorHttpStatus,
  isErrorCode,
  publicErrorBodySchema,
  requestIssueParams,
  zodErrorToErrorBody,
} from './errors';

function errorOf(schema: z.ZodType, value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
}

describe('error codes', () => {
  it('has the sixteen codes of docs/spec/decisions.md, "Everywhere", each with its HTTP status', () => {
    expect(errorCodes).toHaveLength(16);
    expect(errorHttpStatus.MISSING_PARAMETER).toBe(422);
    expect(errorHttpStatus.TOO_MANY_REQUESTS).toBe(429);
    expect(errorHttpStatus.UPSTREAM_TIMEOUT).toBe(504);
    expect(Object.keys(errorHttpStatus).sort()).toEqual([...errorCodes].sort());
    expect(isErrorCode('HISTORICAL_LIMIT')).toBe(true);
    expect(isErrorCode('Validation error')).toBe(false);
  });
});

describe('errorBodySchema', () => {
  it('accepts our body and any error_code string', () => {
    const body = createErrorBody('PLAN_FEATURE_UNAVAILABLE', 'include_nlp_data needs the v3_nlp plan');
    expect(body).toEqual({
      status: 'error',
      status_code: 403,
      error_code: 'PLAN_FEATURE_UNAVAILABLE',
      message: 'include_nlp_data needs the v3_nlp plan',
    });
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ ...body, error_code: 'SOMETHING_NEW' }).success).toBe(true);
    expect(errorBodySchema.safeParse({ ...body, status: 'ok' }).success).toBe(false);
  });

  it('tells the public error shape apart', () => {
    const upstream = { message: 'Invalid date format', status_code: 422, status: 'Validation error' };
    expect(errorBodySchema.safeParse(upstream).success).toBe(false);
    expect(publicErrorBodySchema.parse(upstream)).toEqual(upstream);
  });
});

describe('zodErrorToErrorBody', () => {
  const schema = z.object({ name: z.string() }).superRefine((value, ctx) => {
    if (value.name === 'missing')
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'name is required',
        params: requestIssueParams('MISSING_PARAMETER'),
      });
    if (value.name === 'both')
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'name conflicts with alias',
        params: requestIssueParams('CONFLICTING_PARAMETERS'),
      });
    if (value.name === 'bad') ctx.addIssue({ code: 'custom', path: ['name'], message: 'name is bad' });
    if (value.name === 'first') {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'name first problem' });
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'name second problem',
        params: requestIssueParams('MISSING_PARAMETER'),
      });
    }
  });

  it('maps the issue params to MISSING_PARAMETER and CONFLICTING_PARAMETERS, everything else to VALIDATION_ERROR', () => {
    expect(zodErrorToErrorBody(errorOf(schema, { name: 'missing' }))).toEqual({
      status: 'error',
      status_code: 422,
      error_code: 'MISSING_PARAMETER',
      message: 'name is required',
    });
    expect(zodErrorToErrorBody(errorOf(schema, { name: 'both' })).error_code).toBe('CONFLICTING_PARAMETERS');
    expect(zodErrorToErrorBody(errorOf(schema, { name: 'bad' })).error_code).toBe('VALIDATION_ERROR');
  });

  it('uses the first issue only', () => {
    const body = zodErrorToErrorBody(errorOf(schema, { name: 'first' }));
    expect(body.message).toBe('name first problem');
    expect(body.error_code).toBe('VALIDATION_ERROR');
  });

  it('never shows a zod default message that does not name the parameter', () => {
    const body = zodErrorToErrorBody(errorOf(schema, { name: 5 }));
    expect(body).toEqual({
      status: 'error',
      status_code: 422,
      error_code: 'VALIDATION_ERROR',
      message: 'name is not valid',
    });
  });
});
