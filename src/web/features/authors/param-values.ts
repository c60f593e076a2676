// The value sets of the authors params the URL schema needs, as plain constants. The route's search schema
// sits in the entry chunk, and importing these from the contract would pull the contract's zod schemas in
// with them (schema construction cannot be tree-shaken). param-values.test.ts checks they equal the contract's.
import { themes, type PublishedDatePrecision } from '../../../contract/article';
import type { ClusteringVariable, SortBy } from '../../../contract/authors';

export const sortByOptions = ['relevancy', 'date', 'rank'] as const satisfies readonly SortBy[];

export const precisionOptions = [
  'full',
  'timezone unknown',
  'date',
] as const satisfies readonly PublishedDatePrecision[];

/** The theme filter's choices: the contract's 15 themes, in its order. */
export const themeOptions = themes;

export const clusteringVariableOptions = [
  'content',
  'title',
  'summary',
] as const satisfies readonly ClusteringVariable[];

/** The interface's clustering_threshold default, applied when clustering is on. */
export const clusteringThresholdDefault = 0.6;
