// What a predefined_sources top list stands for in this store: "top N CC" = the N best-ranked sources of
// country CC in the source registry (by rank, then domain). The grammar is read by the contract
// (contract/predefined-sources.ts); the sources and authors operations both resolve lists here.
import type { CountryTop } from '../../contract';
import type { Db } from '../store/db';

// Prepared once per database (the registry is read on every request that names a top list).
const statements = new WeakMap<Db, { all(country: string, count: number): unknown[] }>();

function topOfCountry(db: Db) {
  let statement = statements.get(db);
  if (!statement) {
    statement = db
      .prepare('SELECT domain_url FROM sources WHERE country = ? ORDER BY rank, domain_url LIMIT ?')
      .pluck();
    statements.set(db, statement);
  }
  return statement;
}

/** The domain_url of every source the lists name, without repeats (a country listed twice gives the union). */
export function resolvePredefinedSources(db: Db, lists: readonly CountryTop[]): string[] {
  const statement = topOfCountry(db);
  const domains = new Set<string>();
  for (const list of lists) {
    for (const domain of statement.all(list.country, list.count) as string[]) domains.add(domain);
  }
  return [...domains];
}
