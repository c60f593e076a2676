import { describe, expect, it } from 'vitest';
import { publishedDatePrecisions, themes } from '../../../contract/article';
import { clusteringVariables, defaultClusteringThreshold, sortByValues } from '../../../contract/authors';
import {
  clusteringThresholdDefault,
  clusteringVariableOptions,
  precisionOptions,
  sortByOptions,
  themeOptions,
} from './param-values';

describe('param values', () => {
  it('are exactly the contract’s', () => {
    expect(sortByOptions).toEqual(sortByValues);
    expect(precisionOptions).toEqual(publishedDatePrecisions);
    expect(themeOptions).toEqual(themes);
    expect(clusteringVariableOptions).toEqual(clusteringVariables);
    expect(clusteringThresholdDefault).toBe(defaultClusteringThreshold);
  });
});
