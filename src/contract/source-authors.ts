// Who writes most for a source — GET /api/ext/source_authors. A local extension of this project, outside
// the news interface (the public API cannot answer it: its authors operation needs an author name).
import { z } from 'zod';
import { intParam, requestObjectMessage, stringParam } from './params';

export const sourceAuthorsPath = '/api/ext/source_authors';

export const sourceAuthorsRequestSchema = z.object(
  {
    /** The source's domain_url, e.g. `dailyharbor.example`. */
    source: stringParam('source', { required: true }),
    /** Counted over the articles published in the last `days` days. */
    days: intParam('days', { min: 1, max: 3650, default: 90 }),
    limit: intParam('limit', { min: 1, max: 50, default: 10 }),
  },
  { error: requestObjectMessage },
);

export type SourceAuthorsRequest = z.output<typeof sourceAuthorsRequestSchema>;

export const sourceAuthorsResponseSchema = z.looseObject({
  source: z.string(),
  days: z.number().int(),
  /** Most articles first; ties by name. */
  authors: z.array(z.looseObject({ name: z.string(), article_count: z.number().int() })),
});

export type SourceAuthorsResponse = z.infer<typeof sourceAuthorsResponseSchema>;
