// What the store holds, at a glance — GET /api/ext/overview. A local extension of this project, outside the
// news interface: the public API cannot rank authors or sources by activity (its authors operation needs a
// name, its sources operation counts no articles), so only the local service answers it.
import { z } from 'zod';
import { intParam, requestObjectMessage } from './params';

export const overviewPath = '/api/ext/overview';

/** Most authors, sources or latest articles one answer may list. */
export const overviewMaxLimit = 20;

export const overviewRequestSchema = z.object(
  {
    /** Counted over the articles published in the last `days` days (within the plan's history). */
    days: intParam('days', { min: 1, max: 3650, default: 30 }),
    /** How many authors, sources and latest articles to list. */
    limit: intParam('limit', { min: 1, max: overviewMaxLimit, default: 5 }),
  },
  { error: requestObjectMessage },
);

export type OverviewRequest = z.output<typeof overviewRequestSchema>;

const countSchema = z.number().int();

export const overviewResponseSchema = z.looseObject({
  days: z.number().int(),
  /** Start of the window counted (`YYYY-MM-DD HH:MM:SS`, UTC): the window ends now. */
  from: z.string(),
  /** Articles published in the window. */
  article_count: countSchema,
  /** The authors with most articles in the window (as author or among authors); ties by name. */
  authors: z.array(z.looseObject({ name: z.string(), article_count: countSchema })),
  /** The sources (domain_url) with most articles in the window; ties by domain. */
  sources: z.array(
    z.looseObject({
      domain_url: z.string(),
      name_source: z.string().nullable(),
      country: z.string().nullable(),
      article_count: countSchema,
    }),
  ),
  /** The newest articles published by now, newest first: ids a lookup can try. */
  latest_articles: z.array(
    z.looseObject({
      id: z.string(),
      title: z.string(),
      published_date: z.string(),
      domain_url: z.string(),
    }),
  ),
});

export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
