// GET /api/ext/company (a local extension outside the interface): one organisation's breach events under every
// spelling of its name, and the breached organisations its articles also name. A company is a merge group of
// the breach extractor (events.merge_key): "Coupang Corp." and "Coupang", "JPMorgan" and "JPMorgan Chase" are one page.
import type { Db } from '../store/db';
import type { CompanyRequest, CompanyResponse, RelatedCompany } from '../../contract';
import { companySlug } from '../../contract/names';
import { incidentKey, sameOrganisation } from '../analysis/breaches/company';
import { ApiError } from '../http/errors';
import { MAX_EVENTS_PER_ANSWER } from './events-api';

/** Related organisations one answer lists. */
export const MAX_RELATED = 20;

interface EventRow {
  doc: string;
  name: string | null;
  merge_key: string;
  article_ids: string;
}

/** Spellings by how many events carry them, most first; ties keep first-seen (newest event) order. */
function byFrequency(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

export function createCompany(db: Db) {
  const eventsOfGroups = db.prepare<[string], EventRow>(`
    SELECT doc, json_extract(doc, '$.company_name') AS name, merge_key,
      doc -> '$.associated_article_ids' AS article_ids
    FROM events
    WHERE event_type = 'data_breach' AND merge_key IN (SELECT value FROM json_each(?))
    ORDER BY event_at DESC, extraction_at DESC, id DESC
    LIMIT ${MAX_EVENTS_PER_ANSWER}`);
  // Only read when the slug does not lead to a group directly (a spelling whose slug and merge key part ways,
  // such as "Macy's"): one pass over the distinct company spellings.
  const spellings = db.prepare<[], { name: string; merge_key: string }>(`
    SELECT DISTINCT json_extract(doc, '$.company_name') AS name, merge_key
    FROM events WHERE event_type = 'data_breach' AND company_key IS NOT NULL`);
  const organisationsOf = db.prepare<[string], { orgs: string | null }>(`
    SELECT a.nlp_doc -> '$.ner_ORG' AS orgs
    FROM json_each(?) j JOIN articles a ON a.id = j.value`);
  const groupNames = db.prepare<[string], { merge_key: string; name: string | null }>(`
    SELECT merge_key, json_extract(doc, '$.company_name') AS name
    FROM events
    WHERE event_type = 'data_breach' AND merge_key IN (SELECT value FROM json_each(?))
    ORDER BY event_at DESC, extraction_at DESC, id DESC`);

  /**
   * The events a slug names: those of its merge key whose company is the slug's organisation (a merge group also
   * holds other organisations sharing a first word, "Deschutes Public Library" and "Deschutes County"), else the
   * groups of spellings with this slug.
   */
  const groupsOf = (key: string): EventRow[] => {
    const name = key.replace(/-/g, ' ');
    const direct = eventsOfGroups
      .all(JSON.stringify([incidentKey(name)]))
      .filter((row) => row.name !== null && sameOrganisation(row.name, name));
    if (direct.length > 0) return direct;
    const groups = new Set(
      spellings
        .all()
        .filter((row) => row.name !== null && companySlug(row.name) === key)
        .map((row) => row.merge_key),
    );
    return groups.size === 0 ? [] : eventsOfGroups.all(JSON.stringify([...groups]));
  };

  /** Breached organisations named (by the articles' stored entities) in `articleIds`, by articles naming them. */
  const relatedTo = (articleIds: readonly string[], own: ReadonlySet<string>): RelatedCompany[] => {
    const articlesNaming = new Map<string, number>();
    for (const row of organisationsOf.all(JSON.stringify(articleIds))) {
      if (row.orgs === null) continue;
      const parsed = JSON.parse(row.orgs) as unknown;
      if (!Array.isArray(parsed)) continue;
      const groups = new Set<string>();
      for (const entity of parsed as { entity_name?: unknown }[]) {
        if (typeof entity?.entity_name !== 'string') continue;
        const group = incidentKey(entity.entity_name);
        if (group !== '' && !own.has(group)) groups.add(group);
      }
      for (const group of groups) articlesNaming.set(group, (articlesNaming.get(group) ?? 0) + 1);
    }
    if (articlesNaming.size === 0) return [];
    const namesByGroup = new Map<string, string[]>();
    for (const row of groupNames.all(JSON.stringify([...articlesNaming.keys()]))) {
      const names = namesByGroup.get(row.merge_key) ?? [];
      if (row.name !== null) names.push(row.name);
      namesByGroup.set(row.merge_key, names);
    }
    const related: RelatedCompany[] = [];
    for (const [group, names] of namesByGroup) {
      const name = byFrequency(names)[0];
      if (name === undefined || companySlug(name) === '') continue;
      related.push({
        key: companySlug(name),
        name,
        event_count: names.length,
        shared_articles: articlesNaming.get(group)!,
      });
    }
    return related
      .sort((a, b) => b.shared_articles - a.shared_articles || b.event_count - a.event_count)
      .slice(0, MAX_RELATED);
  };

  /** The answer's JSON text; 404 when no event has the company. */
  return function company(request: CompanyRequest): string {
    const rows = groupsOf(request.key);
    const names = rows.flatMap((row) => (row.name === null ? [] : [row.name]));
    if (names.length === 0)
      throw new ApiError(
        404,
        'NOT_FOUND',
        `key "${request.key}" names no company of a stored breach event; use companySlug of a company_name that events_search answers`,
      );
    const aliases = byFrequency(names);
    const own = new Set(rows.map((row) => row.merge_key));
    const articleIds = [...new Set(rows.flatMap((row) => JSON.parse(row.article_ids) as string[]))];
    // The events as stored are events_search's shapes already: spliced in as they are, like that answer.
    const head: Omit<CompanyResponse, 'events'> = {
      key: request.key,
      name: aliases[0]!,
      aliases,
      related: relatedTo(articleIds, own),
    };
    return `${JSON.stringify(head).slice(0, -1)},"events":[${rows.map((row) => row.doc).join(',')}]}`;
  };
}
