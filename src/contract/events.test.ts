import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zodErrorToErrorBody } from './errors';
import {
  dataTypes,
  dateRangeFilter,
  dateRangeFilterSchema,
  eventFieldsRequestSchema,
  eventFieldsResponseSchema,
  eventFilterFields,
  eventFilterFieldTypes,
  eventsSearchRequestSchema,
  eventsSearchResponseSchema,
  eventTypes,
} from './events';
import { breachEventSample } from './test-samples';

function errorBody(value: Record<string, unknown>) {
  const result = eventsSearchRequestSchema.safeParse(value);
  if (result.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
  return zodErrorToErrorBody(result.error);
}

const search = { event_type: 'data_breach' };

describe('eventFieldsRequestSchema', () => {
  it('takes data_breach only', () => {
    expect(eventTypes).toEqual(['data_breach']);
    expect(eventFieldsRequestSchema.parse({ event_type: 'data_breach' })).toEqual({
      event_type: 'data_breach',
    });
    const missing = eventFieldsRequestSchema.safeParse({});
    expect(missing.success || zodErrorToErrorBody(missing.error)).toMatchObject({
      error_code: 'MISSING_PARAMETER',
      message: 'event_type is required',
    });
    const other = eventFieldsRequestSchema.safeParse({ event_type: 'layoff' });
    expect(other.success || zodErrorToErrorBody(other.error)).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      message: 'event_type must be one of "data_breach", got "layoff"',
    });
  });
});

describe('dateRangeFilter', () => {
  const eventDate = dateRangeFilter('event_date');

  it('accepts absolute days and now, now-Nd, now-Nh, now-Nw', () => {
    expect(eventDate.parse({ gte: '2024-02-29', lte: 'now' })).toEqual({ gte: '2024-02-29', lte: 'now' });
    for (const bound of ['now-30d', 'now-12h', 'now-2w', 'NOW-2W'])
      expect(eventDate.parse({ gte: bound })).toEqual({ gte: bound.toLowerCase() });
    expect(eventDate.parse({ gte: null, lte: '2024-01-01' })).toEqual({ lte: '2024-01-01' });
  });

  it('rejects other syntax, naming the bound and the field', () => {
    const message = (value: unknown) => {
      const result = eventDate.safeParse(value);
      return result.success ? undefined : result.error.issues[0]?.message;
    };
    expect(message({ gte: '2024-02-30' })).toBe(
      'gte of event_date must be a date YYYY-MM-DD or a relative date such as now, now-30d, now-12h or now-2w, got "2024-02-30"',
    );
    expect(message({ lte: 'yesterday' })).toContain('lte of event_date');
    expect(message({ lte: 'now-30m' })).toContain('lte of event_date');
    expect(message({ gt: 'now' })).toBe('event_date accepts only gte and lte, got "gt"');
    expect(message('now-30d')).toContain('event_date must be an object with gte and/or lte');
    expect(message({ gte: '2024-05-01', lte: '2024-04-01' })).toBe(
      'gte of event_date (2024-05-01) must not be later than its lte (2024-04-01)',
    );
  });

  it('never throws and always names the field', () => {
    const bound = fc.oneof(
      fc.string(),
      fc.constantFrom('now', 'now-1d', '2024-01-01', '2024-13-01'),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.record({ gte: bound, lte: bound }, { requiredKeys: [] }), fc.anything()),
        (value) => {
          const result = dateRangeFilterSchema.safeParse(value);
          if (!result.success) expect(result.error.issues[0]?.message).toContain('the date range');
        },
      ),
    );
  });
});

describe('eventsSearchRequestSchema', () => {
  it('normalises filters: string filters to lists, data types checked, dates kept', () => {
    expect(
      eventsSearchRequestSchema.parse({
        ...search,
        attach_articles_data: 'true',
        additional_article_fields: ['description', 'nlp.summary'],
        additional_filters: {
          company_name: 'Acme, Inc.',
          'data_breach.impacted': ['customers', ' employees '],
          'data_breach.data_type': ['Personal', 'credentials'],
          event_date: { gte: 'now-30d', lte: 'now' },
          extraction_date: null,
        },
      }),
    ).toEqual({
      event_type: 'data_breach',
      attach_articles_data: true,
      additional_article_fields: ['description', 'nlp.summary'],
      additional_filters: {
        company_name: ['Acme, Inc.'],
        'data_breach.impacted': ['customers', 'employees'],
        'data_breach.data_type': ['personal', 'credentials'],
        event_date: { gte: 'now-30d', lte: 'now' },
      },
    });
    expect(eventsSearchRequestSchema.parse(search)).toEqual({
      event_type: 'data_breach',
      attach_articles_data: false,
    });
  });

  it('requires event_type', () => {
    expect(errorBody({})).toMatchObject({
      error_code: 'MISSING_PARAMETER',
      message: 'event_type is required',
    });
  });

  it('lists the allowed keys for an unknown filter', () => {
    expect(errorBody({ ...search, additional_filters: { 'data_breach.severity': 'high' } })).toEqual({
      status: 'error',
      status_code: 422,
      error_code: 'VALIDATION_ERROR',
      message: `additional_filters has an unknown field "data_breach.severity"; the allowed fields are ${eventFilterFields.join(', ')}`,
    });
  });

  it('checks every filter value with a message naming it', () => {
    expect(errorBody({ ...search, additional_filters: { 'data_breach.data_type': 'medical' } }).message).toBe(
      `additional_filters.data_breach.data_type must be one of ${dataTypes.map((type) => `"${type}"`).join(', ')}, got "medical"`,
    );
    expect(errorBody({ ...search, additional_filters: { company_name: 5 } }).message).toBe(
      'additional_filters.company_name must be a string or a list of strings',
    );
    expect(
      errorBody({ ...search, additional_filters: { extraction_date: { gte: 'last week' } } }).message,
    ).toContain('gte of additional_filters.extraction_date');
    expect(errorBody({ ...search, additional_filters: ['company_name'] }).message).toContain(
      'additional_filters must be an object',
    );
    expect(errorBody({ ...search, additional_article_fields: 'body' }).message).toContain(
      'additional_article_fields contains "body"',
    );
    expect(errorBody({ ...search, attach_articles_data: 'sometimes' }).message).toBe(
      'attach_articles_data must be true or false, got "sometimes"',
    );
  });
});

describe('event responses', () => {
  it('accepts the get_event_fields answer of docs/spec/decisions.md, "Events"', () => {
    const fields = Object.fromEntries(
      eventFilterFields.map((field) => [
        field,
        eventFilterFieldTypes[field] === 'Date'
          ? { type: 'Date', usage_example: { [field]: { gte: 'now-30d', lte: 'now' } } }
          : { type: 'String', usage_example: { [field]: 'Acme' } },
      ]),
    );
    const parsed = eventFieldsResponseSchema.parse({ message: 'Success', count: 8, fields });
    expect(Object.keys(parsed.fields)).toEqual([...eventFilterFields]);
  });

  it('accepts a search answer with attached articles and a null event_date', () => {
    const parsed = eventsSearchResponseSchema.parse({
      message: 'Success',
      count: 1,
      events: [breachEventSample()],
    });
    expect(parsed.events[0]?.articles?.[0]?.['description']).toBe('x');
    expect(parsed.events[0]?.event_date).toBeNull();
  });

  it('rejects an event without its identifier', () => {
    const { id: _id, ...event } = breachEventSample();
    expect(
      eventsSearchResponseSchema.safeParse({ message: 'Success', count: 1, events: [event] }).success,
    ).toBe(false);
  });
});
