// Sources — GET|POST /api/sources.
import { z } from 'zod';
import { requestIssueParams } from './errors';
import {
  boolParam,
  codeListParam,
  intParam,
  listParam,
  predefinedSourcesParam,
  requestObjectMessage,
} from './params';
import { listEchoSchema } from './user-input';

const rankBounds = { min: 0, max: 999_999 } as const;

/** At least one of these must be given. */
export const sourcesFilterParams = [
  'lang',
  'countries',
  'predefined_sources',
  'source_name',
  'source_url',
] as const;

// source_url stands alone: every other filter, rank bounds included, conflicts with it
// (include_additional_info is allowed beside it, as in the public API).
const excludedBesideSourceUrl = [
  'lang',
  'countries',
  'predefined_sources',
  'source_name',
  'from_rank',
  'to_rank',
] as const;

const joinWithOr = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');

export const sourcesRequestSchema = z
  .object(
    {
      lang: codeListParam('lang', 'language'),
      countries: codeListParam('countries', 'country'),
      predefined_sources: predefinedSourcesParam('predefined_sources'),
      // The interface's POST spelling; read into predefined_sources below.
      predefinied_sources: predefinedSourcesParam('predefinied_sources'),
      include_additional_info: boolParam('include_additional_info'),
      from_rank: intParam('from_rank', rankBounds),
      to_rank: intParam('to_rank', rankBounds),
      source_name: listParam('source_name'),
      source_url: listParam('source_url'),
    },
    { error: requestObjectMessage },
  )
  // When both spellings are given, the public one wins.
  .transform(({ predefinied_sources, ...request }) => ({
    ...request,
    predefined_sources: request.predefined_sources ?? predefinied_sources,
  }))
  .superRefine((request, ctx) => {
    if (request.source_url !== undefined) {
      const beside = excludedBesideSourceUrl.filter((name) => request[name] !== undefined);
      if (beside.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['source_url'],
          message: `source_url cannot be combined with ${beside.join(', ')}; only include_additional_info may be given beside it`,
          params: requestIssueParams('CONFLICTING_PARAMETERS'),
        });
      }
      return;
    }
    if (sourcesFilterParams.every((name) => request[name] === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [sourcesFilterParams[0]],
        message: `At least one of ${joinWithOr(sourcesFilterParams)} is required`,
        params: requestIssueParams('MISSING_PARAMETER'),
      });
      return;
    }
    if (
      request.from_rank !== undefined &&
      request.to_rank !== undefined &&
      request.from_rank > request.to_rank
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['from_rank'],
        message: `from_rank (${request.from_rank}) must not be greater than to_rank (${request.to_rank})`,
      });
    }
  });

export type SourcesRequest = z.output<typeof sourcesRequestSchema>;
export type SourcesRequestInput = z.input<typeof sourcesRequestSchema>;

export const sourcesUserInputKeys = [
  'lang',
  'countries',
  'predefined_sources',
  'source_name',
  'source_url',
  'include_additional_info',
  'from_rank',
  'to_rank',
] as const;

/** The sources echo (docs/spec/decisions.md, "Sources"): the request as interpreted, lists as arrays, unused keys null. */
export const sourcesUserInputSchema = z.looseObject({
  lang: listEchoSchema.nullish(),
  countries: listEchoSchema.nullish(),
  predefined_sources: listEchoSchema.nullish(),
  source_name: listEchoSchema.nullish(),
  source_url: listEchoSchema.nullish(),
  include_additional_info: z.boolean().nullish(),
  from_rank: z.number().int().nullish(),
  to_rank: z.number().int().nullish(),
} satisfies Record<(typeof sourcesUserInputKeys)[number], z.ZodType>);

export type SourcesUserInput = z.infer<typeof sourcesUserInputSchema>;

/** Present only when include_additional_info is true. */
export const sourceAdditionalInfoSchema = z.looseObject({
  /** Articles with published_date in the last 7 days. */
  nb_articles_for_7d: z.number().int().nullish(),
  country: z.string().nullish(),
  rank: z.number().int().nullish(),
  /** Local-service extension: the languages of the source's stored articles. The public API omits it. */
  languages: z.array(z.string()).optional(),
});

export const sourceSchema = z.looseObject({
  name_source: z.string().nullish(),
  domain_url: z.string(),
  logo: z.string().nullish(),
  additional_info: sourceAdditionalInfoSchema.optional(),
});

export type Source = z.infer<typeof sourceSchema>;

// The public API may list a source as a bare domain string; it is read as a source with that domain.
const sourceEntrySchema = z.union([
  sourceSchema,
  z.string().transform((domain_url): Source => ({ domain_url, name_source: null, logo: null })),
]);

export const sourcesResponseSchema = z.looseObject({
  /** "Maximum sources displayed according to your plan is set to <N>". */
  message: z.string(),
  sources: z.array(sourceEntrySchema),
  user_input: sourcesUserInputSchema,
});

export type SourcesResponse = z.infer<typeof sourcesResponseSchema>;
