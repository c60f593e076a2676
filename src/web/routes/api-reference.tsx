import { createFileRoute } from '@tanstack/react-router';
import { ApiReferencePage } from '../features/api-reference/ApiReferencePage';
import { apiReferenceQueries } from '../features/api-reference/queries';

export const Route = createFileRoute('/api-reference')({
  // Start the request with the navigation but do not wait for it: the page shows a skeleton meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(apiReferenceQueries.document());
  },
  component: ApiReferencePage,
});
