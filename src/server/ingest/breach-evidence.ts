// Evidence of breach events at ingest: after a merge group's events are replaced, each event's supporting
// sentences (analysis/breaches/evidence.ts) are computed from its stored articles and stored beside it.
import type { Db } from '../store/db';
import { decodedArticlesSql } from '../store/article-doc-codec';
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
    SELECT a.id AS id, a.doc_json ->> '$.title' AS title, a.doc_json ->> '$.description' AS description,
      a.doc_json ->> '$.content' AS content, a.doc_json ->> '$.published_date' AS published_date
    FROM ${decodedArticlesSql('a.id AS id, j.key AS position', 'FROM json_each(?) j JOIN articles a ON a.id = j.value')}
    ORDER BY a.position`);

  return (mergeKey, events, mentions) => {
    for (const event of events) {
      const articles = articleTexts.all(JSON.stringify(event.associated_article_ids));
      writer.writeEvidence(mergeKey, event.id, findEvidence(evidenceFieldsOf(event, mentions), articles));
    }
  };
}
