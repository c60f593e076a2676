import { describe, expect, it } from 'vitest';
import { canonicalCompanyKey } from './company-search';

describe('canonicalCompanyKey', () => {
  it('leaves a company key as it is', () => {
    expect(canonicalCompanyKey('contoso-bank')).toBeNull();
    expect(canonicalCompanyKey('northwind-health-inc')).toBeNull();
  });

  it('sends a name typed into the address to the key of that name', () => {
    expect(canonicalCompanyKey('Contoso Bank')).toBe('contoso-bank');
    expect(canonicalCompanyKey('  Northwind Health, Inc. ')).toBe('northwind-health-inc');
    expect(canonicalCompanyKey('Société Générale')).toBe('societe-generale');
  });

  it('has nothing to send an address without letters or digits to', () => {
    expect(canonicalCompanyKey('<>')).toBeNull();
    expect(canonicalCompanyKey('---')).toBeNull();
  });
});
