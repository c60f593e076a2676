// The evidence behind a breach event — GET /api/ext/event_evidence. A local extension of this project,
// outside the news interface: for each of the event's fields, the sentences of its articles that state it.
import { z } from 'zod';
import { defineParam, describeValue, requestObjectMessage } from './params';

export const eventEvidencePath = '/api/ext/event_evidence';

/** Event ids as events_search answers them (`breach_` and 20 hex digits); any id of this alphabet is read. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

export const eventEvidenceRequestSchema = z.object(
  {
    /** The event's `id`, as events_search answers it. */
    id: defineParam<unknown, string, { required: true }>(
      'id',
      (value) =>
        typeof value === 'string' && EVENT_ID.test(value.trim())
          ? { ok: true, value: value.trim() }
          : {
              ok: false,
              message: `id must be an event id as events_search answers it (letters, digits, _ and -, at most 128), got ${describeValue(value)}`,
            },
      { required: true },
      // Documented in the OpenAPI document (openapi.ts) as a string.
      { kind: 'string' },
    ),
  },
  { error: requestObjectMessage },
);

export type EventEvidenceRequest = z.output<typeof eventEvidenceRequestSchema>;

export const evidenceFields = ['company', 'date', 'data', 'impacted'] as const;
export type EvidenceField = (typeof evidenceFields)[number];

/**
 * A matched span of `sentence`: `start` inclusive, `end` exclusive, in UTF-16 code units — the indices of
 * JavaScript strings (`sentence.slice(start, end)`), not bytes and not code points.
 */
export const evidenceMatchSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
});

export type EvidenceMatch = z.infer<typeof evidenceMatchSchema>;

export const evidenceItemSchema = z.looseObject({
  /** Which field of the event the sentence supports. */
  field: z.enum(evidenceFields),
  /**
   * The field's value the sentence supports: the company name, the event_date ('YYYY-MM-DD HH:MM:SS'),
   * one data kind of `data_breach.data`, or one group of `data_breach.impacted`.
   */
  value: z.string(),
  /** The article the sentence comes from (one of the event's associated_article_ids). */
  article_id: z.string(),
  /** The sentence as plain text (HTML removed); a very long one is cut around its matches, marked with "…". */
  sentence: z.string(),
  /** The words that state the value, in order, not overlapping. */
  matches: z.array(evidenceMatchSchema),
});

export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

export const eventEvidenceResponseSchema = z.looseObject({
  event_id: z.string(),
  /**
   * Fields in the order company, date, data, impacted; values in the event's order; for each value its best
   * sentences first (the title and lead before later sentences). Empty for an event stored before evidence was.
   */
  evidence: z.array(evidenceItemSchema),
});

export type EventEvidenceResponse = z.infer<typeof eventEvidenceResponseSchema>;
