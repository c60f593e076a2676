// Where a source row leads: the Authors page, filtered to that source. The Authors page owns its params;
// this is the one place the Sources page names them.

/** The Authors page's search params for articles of one source (its `sources` filter, a list of domains). */
export function authorsSearchForSource(domain: string): { sources: string[] } {
  return { sources: [domain] };
}
