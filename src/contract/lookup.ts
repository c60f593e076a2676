// Article lookup — GET|POST /api/search_by_link.
import { z } from 'zod';
import { articleSchema } from './article';
import { requestIssueParams } from './errors';
import { intParam, listParam, requestObjectMessage } from './params';
import { listEchoSchema } from './user-input';

export const lookupRequestSchema = z
  .object(
    {
      ids: listParam('ids'),
      links: listParam('links'),
      page: intParam('page', { min: 1, default: 1 }),
      page_size: intParam('page_size', { min: 1, max: 1000, default: 100 }),
    },
    { error: requestObjectMessage },
  )
  .superRefine((request, ctx) => {
    if (request.ids !== undefined && request.links !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['links'],
        message: 'ids and links cannot be used together; give exactly one of them',
        params: requestIssueParams('CONFLICTING_PARAMETERS'),
      });
    } else if (request.ids === undefined && request.links === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'ids or links is required; give exactly one of them',
        params: requestIssueParams('MISSING_PARAMETER'),
      });
    }
  });

/** Parsed lookup request: exactly one of ids/links (distinct values, first-seen order), page, page_size. */
export type LookupRequest = z.output<typeof lookupRequestSchema>;
/** What a client may send (GET strings or POST typed values). */
export type LookupRequestInput = z.input<typeof lookupRequestSchema>;

export const lookupUserInputKeys = ['ids', 'links', 'page', 'page_size'] as const;

/** The `user_input` echo: lists as arrays, unused keys null. */
export const lookupUserInputSchema = z.looseObject({
  ids: listEchoSchema.nullish(),
  links: listEchoSchema.nullish(),
  page: z.number().int().nullish(),
  page_size: z.number().int().nullish(),
});

export type LookupUserInput = z.infer<typeof lookupUserInputSchema>;

export const lookupResponseSchema = z.looseObject({
  /** "<found> out of <requested> articles found". */
  status: z.string(),
  total_hits: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  page_size: z.number().int(),
  articles: z.array(articleSchema),
  user_input: lookupUserInputSchema,
});

export type LookupResponse = z.infer<typeof lookupResponseSchema>;
