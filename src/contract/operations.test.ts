import { describe, expect, it } from 'vitest';
import { findOperation, operations, operationsById } from './operations';

describe('operations', () => {
  it('lists the six operations with their methods and bases', () => {
    expect(
      operations.map((operation) => [
        operation.id,
        operation.path,
        operation.methods.join('|'),
        operation.base,
      ]),
    ).toEqual([
      ['lookup', '/api/search_by_link', 'GET|POST', 'news'],
      ['sources', '/api/sources', 'GET|POST', 'news'],
      ['authors', '/api/authors', 'GET|POST', 'news'],
      ['subscription', '/api/subscription', 'GET|POST', 'news'],
      ['eventFields', '/api/events_info/get_event_fields', 'GET', 'events'],
      ['eventsSearch', '/api/events_search', 'POST', 'events'],
    ]);
    expect(operationsById.eventsSearch.methods).toEqual(['POST']);
  });

  it('finds an operation by path, ignoring a query string and one trailing slash', () => {
    expect(findOperation('/api/authors')?.id).toBe('authors');
    expect(findOperation('/api/authors/')?.id).toBe('authors');
    expect(findOperation('/api/events_info/get_event_fields?event_type=data_breach')?.id).toBe('eventFields');
    for (const path of [
      '/api/unknown',
      '/api',
      '/',
      '',
      '/api/authors/x',
      '/API/authors',
      '/proxy/full/api/authors',
    ]) {
      expect(findOperation(path)).toBeUndefined();
    }
  });
});
