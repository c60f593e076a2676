// Query factories of the API reference page: the local service's OpenAPI document, the same for every
// profile (it describes the local service), so its key names no profile.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { openApiPath } from '../../../contract/operations';
import { getPublicDocument } from '../../lib/api-client';

/** Enough of an OpenAPI document to know it is one; the viewer reads the rest. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\./, { error: 'openapi must be a 3.x version' }),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

export type OpenApiDocumentView = z.infer<typeof openApiDocumentSchema>;

export const apiReferenceQueries = {
  all: () => ['api-reference'] as const,
  document: () =>
    queryOptions({
      queryKey: [...apiReferenceQueries.all(), 'document'] as const,
      queryFn: ({ signal }) => getPublicDocument(openApiPath, openApiDocumentSchema, signal),
      // The document changes only with a new server build.
      staleTime: Infinity,
    }),
};
