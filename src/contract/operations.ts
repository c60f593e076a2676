// The operations of the interface: path, methods and base, for the proxy's routing and the SPA's client.
// Deliberately free of schemas so that importing it pulls in nothing else.

export type OperationId = 'lookup' | 'sources' | 'authors' | 'subscription' | 'eventFields' | 'eventsSearch';
export type HttpMethod = 'GET' | 'POST';
/** `news`: the v3 base (articles, sources, authors, subscription); `events`: the events base. */
export type ApiBase = 'news' | 'events';

export interface Operation {
  id: OperationId;
  path: string;
  methods: readonly HttpMethod[];
  base: ApiBase;
}

export const operationsById = {
  lookup: { id: 'lookup', path: '/api/search_by_link', methods: ['GET', 'POST'], base: 'news' },
  sources: { id: 'sources', path: '/api/sources', methods: ['GET', 'POST'], base: 'news' },
  authors: { id: 'authors', path: '/api/authors', methods: ['GET', 'POST'], base: 'news' },
  subscription: { id: 'subscription', path: '/api/subscription', methods: ['GET', 'POST'], base: 'news' },
  eventFields: {
    id: 'eventFields',
    path: '/api/events_info/get_event_fields',
    methods: ['GET'],
    base: 'events',
  },
  eventsSearch: { id: 'eventsSearch', path: '/api/events_search', methods: ['POST'], base: 'events' },
} as const satisfies { [Id in OperationId]: Operation & { id: Id } };

export const operations: readonly Operation[] = Object.values(operationsById);

/**
 * The operation served at `path` (exact match; a query string, a fragment and one trailing slash are
 * ignored), or undefined for any other path.
 */
export function findOperation(path: string): Operation | undefined {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const normalised =
    withoutQuery.length > 1 && withoutQuery.endsWith('/') ? withoutQuery.slice(0, -1) : withoutQuery;
  return operations.find((operation) => operation.path === normalised);
}

/** The OpenAPI document of the local service (src/contract/openapi.ts): public, served without a key. */
export const openApiPath = '/api/openapi.json';
