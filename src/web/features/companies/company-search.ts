// A company page's URL: `/companies/<key>`, and the name the link was made from (public API: keep the name).
import { companySlug } from '../../../contract/names';
import { searchObject, searchText } from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

export const companySearchSchema = searchObject({
  /** The company's name as the linking page showed it: the public profile searches events by it. */
  name: searchText(),
});

export type CompanySearch = SearchOutput<typeof companySearchSchema>;

/**
 * The key to send a company address to when it is not a company key itself (a name typed or pasted into the
 * address, "/companies/Contoso Bank"): the key of that name, whose page it means. Null when `key` is already
 * a key, or names nothing a key can be made of (the page then says what it found).
 */
export function canonicalCompanyKey(key: string): string | null {
  const canonical = companySlug(key);
  return canonical !== '' && canonical !== key ? canonical : null;
}
