// A company page's URL: `/companies/<key>`, and the name the link was made from (public API: keep the name).
import { searchObject, searchText } from '../../lib/search-params';
import type { SearchOutput } from '../../lib/search-params';

export const companySearchSchema = searchObject({
  /** The company's name as the linking page showed it: the public profile searches events by it. */
  name: searchText(),
});

export type CompanySearch = SearchOutput<typeof companySearchSchema>;
