// The ingest stages every path into the store uses (ingest CLI, demo seeding): NLP enrichment and
// breach-event extraction.
import type { Db } from '../store/db';
import type { IngestStages } from './pipeline';
import { createBreachStage } from './breach-stage';

export interface IngestStageSet extends IngestStages {
  close?: () => Promise<void>;
}

export async function createIngestStages(db: Db): Promise<IngestStageSet> {
  const breachEvents = createBreachStage(db);
  return {
    afterWrite: breachEvents.afterWrite,
    beforeCommit: breachEvents.beforeCommit,
  };
}
