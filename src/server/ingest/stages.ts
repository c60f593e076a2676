// The ingest stages every path into the store uses (ingest CLI, demo seeding): NLP enrichment and
// breach-event extraction.
import type { Db } from '../store/db';
import type { IngestStages } from './pipeline';

export interface IngestStageSet extends IngestStages {
  close?: () => Promise<void>;
}

export async function createIngestStages(_db: Db): Promise<IngestStageSet> {
  return {};
}
