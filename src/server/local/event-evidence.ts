// GET /api/ext/event_evidence: the stored evidence of one breach event (computed at ingest,
// ingest/breach-evidence.ts), answered as stored. An event stored before evidence existed answers none.
import type { Db } from '../store/db';
import type { EventEvidenceRequest } from '../../contract';
import { ApiError } from '../http/errors';

export function createEventEvidence(db: Db) {
  const evidenceOf = db.prepare<[string], { id: string; evidence: string | null }>(`
    SELECT e.id AS id, ev.evidence AS evidence
    FROM events e LEFT JOIN event_evidence ev ON ev.event_id = e.id
    WHERE e.id = ? AND e.event_type = 'data_breach'`);

  /** The answer's JSON text; 404 when no event has the id. */
  return function eventEvidence(request: EventEvidenceRequest): string {
    const row = evidenceOf.get(request.id);
    if (!row)
      throw new ApiError(
        404,
        'NOT_FOUND',
        `id "${request.id}" names no stored event; use an id that events_search answers`,
      );
    return `{"event_id":${JSON.stringify(row.id)},"evidence":${row.evidence ?? '[]'}}`;
  };
}
