// The value sets of the authors params the URL schema needs, as plain constants. The route's search schema
// sits in the entry chunk, and importing these from the contract would pull the contract's zod schemas in
// with them (schema construction cannot be tree-shaken). param-values.test.ts checks they equal the contract's.
import type { PublishedDatePrecision, Theme } from '../../../contract/article';
import type { ClusteringVariable, SortBy } from '../../../contract/authors';

export const sortByOptions = ['relevancy', 'date', 'rank'] as const satisfies readonly SortBy[];

export const precisionOptions = [
  'full',
  'timezone unknown',
  'date',
] as const satisfies readonly PublishedDatePrecision[];

export const themeOptions = [
  'Business',
  'Economics',
  'Entertainment',
  'Finance',
  'Health',
  'Politics',
  'Science',
  'Sports',
  'Tech',
  'Crime',
  'Lifestyle',
  'Automotive',
  'Travel',
  'Weather',
  'General',
] as const satisfies readonly Theme[];

export const clusteringVariableOptions = [
  'content',
  'title',
  'summary',
] as const satisfies readonly ClusteringVariable[];

/** The interface's clustering_threshold default, applied when clustering is on. */
export const clusteringThresholdDefault = 0.6;
