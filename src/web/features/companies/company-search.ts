// A company page's URL: `/companies/<key>`, and the name the link was made from (public API: keep the name).
import { z } from 'zod';
import { searchText } from '../../lib/search-params';

export const companySearchSchema = z.object({
  /** The company's name as the linking page showed it: the public profile searches events by it. */
  name: searchText(),
});

export type CompanySearch = z.output<typeof companySearchSchema>;
