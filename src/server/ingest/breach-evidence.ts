// Evidence of breach events at ingest: after a merge group's events are replaced, each event's supporting
// sentences (analysis/breaches/evidence.ts) are computed from its stored articles and stored beside it.
//
// Finding evidence is pure (an event's final fields and its articles' texts in, its items out) and costs far
// more than reading the texts, so the breach stage reads the tasks here and may have them run elsewhere (the
// enrichment workers, in parallel: `EvidenceFinder`), then writes the answers in its own order.
import type { Db } from '../store/db';
import { decodedArticlesSql } from '../store/article-doc-codec';
import type { BreachEvent, BreachInputArticle, BreachMention } from '../analysis/breaches';
import { evidenceFieldsOf, findEvidence, type EvidenceFields } from '../analysis/breaches/evidence';

/** One event's evidence to find: findEvidence's input. */
export interface EvidenceTask {
  fields: EvidenceFields;
  /** The texts the extractor read, from the stored article JSON, in the order of the event's article ids. */
  articles: BreachInputArticle[];
}

/** The event's evidence as event_evidence stores it (findEvidence's items, as JSON). */
export const evidenceJson = (task: EvidenceTask): string =>
  JSON.stringify(findEvidence(task.fields, task.articles));

/**
 * Finds evidenceJson of every task, answers in the tasks' order, the tasks read one by one as it goes (each
 * holds its articles' texts). Rejects when `signal` aborts.
 */
export type EvidenceFinder = (tasks: Iterable<EvidenceTask>, signal?: AbortSignal) => Promise<string[]>;

/** The tasks of a merge group's events, their texts read from the store as each is taken. */
export type EvidenceTasks = (
  events: readonly BreachEvent[],
  mentions: readonly BreachMention[],
) => Iterable<EvidenceTask>;

export function createEvidenceTasks(db: Db): EvidenceTasks {
  const articleTexts = db.prepare<[string], BreachInputArticle>(`
    SELECT a.id AS id, a.doc_json ->> '$.title' AS title, a.doc_json ->> '$.description' AS description,
      a.doc_json ->> '$.content' AS content, a.doc_json ->> '$.published_date' AS published_date
    FROM ${decodedArticlesSql('a.id AS id, j.key AS position', 'FROM json_each(?) j JOIN articles a ON a.id = j.value')}
    ORDER BY a.position`);

  return function* (events, mentions) {
    for (const event of events)
      yield {
        fields: evidenceFieldsOf(event, mentions),
        articles: articleTexts.all(JSON.stringify(event.associated_article_ids)),
      };
  };
}
