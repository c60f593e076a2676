// A company's page — GET /api/ext/company. A local extension of this project, outside the news interface:
// every breach event of one organisation (all spellings of its name), and the breached organisations its
// articles also name.
import { z } from 'zod';
import { breachEventSchema } from './events';
import { companySlug } from './names';
import { defineParam, describeValue, requestObjectMessage } from './params';

export const companyPath = '/api/ext/company';

export const companyKeyMaxLength = 200;

export const companyRequestSchema = z.object(
  {
    /** The company's slug (names.ts, companySlug): what the dashboard's company links carry. */
    key: defineParam<unknown, string, { required: true }>(
      'key',
      (value) => {
        const key = typeof value === 'string' ? value.trim() : '';
        return key !== '' && key.length <= companyKeyMaxLength && companySlug(key) === key
          ? { ok: true, value: key }
          : {
              ok: false,
              message: `key must be a company key as companySlug makes it (lower-case letters and digits joined by "-", at most ${companyKeyMaxLength} characters), got ${describeValue(value)}`,
            };
      },
      { required: true },
      // Documented in the OpenAPI document (openapi.ts) as a string.
      { kind: 'string' },
    ),
  },
  { error: requestObjectMessage },
);

export type CompanyRequest = z.output<typeof companyRequestSchema>;

export const relatedCompanySchema = z.looseObject({
  /** Its page's key. */
  key: z.string(),
  /** Its name as its events most often spell it. */
  name: z.string(),
  /** Its breach events. */
  event_count: z.number().int(),
  /** Articles of this company's events that name it. */
  shared_articles: z.number().int(),
});

export type RelatedCompany = z.infer<typeof relatedCompanySchema>;

export const companyResponseSchema = z.looseObject({
  key: z.string(),
  /** The name as its events most often spell it. */
  name: z.string(),
  /** Every spelling its events carry, most frequent first (the name among them). */
  aliases: z.array(z.string()),
  /** Its breach events as events_search answers them, newest event date first (undated last). */
  events: z.array(breachEventSchema),
  /** Other breached organisations named in the articles of its events, most shared articles first. */
  related: z.array(relatedCompanySchema),
});

export type CompanyResponse = z.infer<typeof companyResponseSchema>;
