// Writes merged data-breach events into `events`: the answer JSON (`doc`) plus the columns events_search
// filters and sorts on. Events are replaced one merge group at a time (see migration 4).
import type { Db } from './db';
import type { StoredBreachEvent } from '../../contract/events';
import { textSearchForm } from '../../contract/names';
import { parseUtcDate } from '../time';

// Impacted groups are matched one by one: the search form has no line breaks, so no needle spans two groups.
const IMPACTED_SEPARATOR = '\n';

export interface EventWriter {
  /** extraction_at (epoch seconds) of the stored events of a merge group, by event id. */
  storedExtractionTimes(mergeKey: string): Map<string, number>;
  /** Replaces the stored events of a merge group with `events` (none: the group's events are gone). */
  replaceGroup(mergeKey: string, companyKey: string | null, events: readonly StoredBreachEvent[]): void;
  /**
   * Stores an event's evidence (the /api/ext/event_evidence items). replaceGroup drops the group's evidence
   * with its events, so write it after replaceGroup.
   */
  writeEvidence(mergeKey: string, eventId: string, evidence: readonly unknown[]): void;
}

export function createEventWriter(db: Db): EventWriter {
  const extractionTimes = db.prepare('SELECT id, extraction_at FROM events WHERE merge_key = ?');
  const deleteGroup = db.prepare('DELETE FROM events WHERE merge_key = ?');
  const deleteGroupEvidence = db.prepare('DELETE FROM event_evidence WHERE merge_key = ?');
  const upsertEvidence = db.prepare(
    'INSERT OR REPLACE INTO event_evidence (event_id, merge_key, evidence) VALUES (?, ?, ?)',
  );
  const upsertEvent = db.prepare(`
    INSERT INTO events (id, event_type, company_key, event_at, extraction_at, data_type, doc, merge_key,
      search_company, search_data, search_impacted, search_summary, search_title)
    VALUES (@id, @event_type, @company_key, @event_at, @extraction_at, @data_type, @doc, @merge_key,
      @search_company, @search_data, @search_impacted, @search_summary, @search_title)
    ON CONFLICT(id) DO UPDATE SET
      event_type = excluded.event_type, company_key = excluded.company_key, event_at = excluded.event_at,
      extraction_at = excluded.extraction_at, data_type = excluded.data_type, doc = excluded.doc,
      merge_key = excluded.merge_key, search_company = excluded.search_company, search_data = excluded.search_data,
      search_impacted = excluded.search_impacted, search_summary = excluded.search_summary,
      search_title = excluded.search_title`);

  return {
    storedExtractionTimes(mergeKey) {
      const rows = extractionTimes.all(mergeKey) as { id: string; extraction_at: number }[];
      return new Map(rows.map((row) => [row.id, row.extraction_at]));
    },
    replaceGroup(mergeKey, companyKey, events) {
      deleteGroup.run(mergeKey);
      deleteGroupEvidence.run(mergeKey);
      for (const event of events) {
        const extractionAt = parseUtcDate(event.extraction_date);
        if (extractionAt === null)
          throw new Error(`event ${event.id} has no valid extraction_date: ${event.extraction_date}`);
        const details = event.data_breach;
        upsertEvent.run({
          id: event.id,
          event_type: event.event_type,
          company_key: companyKey,
          event_at: event.event_date === null ? null : parseUtcDate(event.event_date),
          extraction_at: extractionAt,
          data_type: details.data_type,
          doc: JSON.stringify(event),
          merge_key: mergeKey,
          search_company: event.company_name === null ? null : textSearchForm(event.company_name),
          search_data: textSearchForm(details.data),
          search_impacted: details.impacted.map(textSearchForm).join(IMPACTED_SEPARATOR),
          search_summary: textSearchForm(details.summary),
          search_title: textSearchForm(details.title),
        });
      }
    },
    writeEvidence(mergeKey, eventId, evidence) {
      upsertEvidence.run(eventId, mergeKey, JSON.stringify(evidence));
    },
  };
}
