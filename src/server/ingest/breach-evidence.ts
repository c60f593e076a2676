// Evidence of breach events at ingest: after a merge group's events are replaced, each event's supporting
// sentences (analysis/breaches/evidence.ts) are computed from its stored articles and stored beside it.
import type { Db } from '../store/db';
import type { EventWriter } from '../store/event-writer';
import type { BreachEvent, BreachInputArticle, BreachMention } from '../analysis/breaches';
import { evidenceFieldsOf, findEvidence } from '../analysis/breaches/evidence';

export type EvidenceWriter = (
  mergeKey: string,
  events: readonly BreachEvent[],
  mentions: readonly BreachMention[],
) => void;

export function createEvidenceWriter(db: Db, writer: EventWriter): EvidenceWriter {
  // The texts the extractor read, from the stored article JSON, in the order of the ids given.
  const articleTexts = db.prepare<[string], BreachInputArticle>(`
    SELECT a.id AS id, newsdeck_article_doc(a.doc) ->> '$.title' AS title, newsdeck_article_doc(a.doc) ->> '$.description' AS description,
      newsdeck_article_doc(a.doc) ->> '$.content' AS content, newsdeck_article_doc(a.doc) ->> '$.published_date' AS published_date
    FROM json_each(?) j JOIN articles a ON a.id = j.value ORDER BY j.key`);

  return (mergeKey, events, mentions) => {
    for (const event of events) {
      const articles = articleTexts.all(JSON.stringify(event.associated_article_ids));
      writer.writeEvidence(mergeKey, event.id, findEvidence(evidenceFieldsOf(event, mentions), articles));
    }
  };
}
