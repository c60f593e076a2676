import { describe, expect, it } from 'vitest';
import { authorsSearchSchema } from './authors-search';
import { clearParams, lockedParamsInUse, paramFeature } from './plan-gates';

describe('paramFeature', () => {
  it('takes the page params from the contract table, without the IAB params the page lacks', () => {
    expect(paramFeature.theme).toBe('nlp');
    expect(paramFeature.clustering_variable).toBe('nlp');
    expect(paramFeature.iptc_tags).toBe('iptc');
    expect(paramFeature.author_name).toBeUndefined();
    expect(Object.keys(paramFeature)).not.toContain('iab_tags');
  });
});

describe('lockedParamsInUse', () => {
  it('lists the params in use whose feature the plan is known to lack', () => {
    const search = authorsSearchSchema.parse({
      author_name: 'Ann Lee',
      theme: ['Tech'],
      iptc_tags: ['13000000'],
    });
    expect(lockedParamsInUse(search, (feature) => feature === 'nlp')).toEqual(['iptc_tags']);
    expect(lockedParamsInUse(search, () => null)).toEqual([]);
    expect(clearParams(['theme'])).toEqual({ theme: undefined });
  });
});
