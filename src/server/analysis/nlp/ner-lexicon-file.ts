// The name lists of data/ner-lexicons.json (built by build-ner-lexicons.ts), read and checked once per process
// for every reader: the entity recogniser (entities.ts) and the breach company ranker's gazetteer features.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const lexiconFileSchema = z.object({
  firstNames: z.array(z.string()),
  gazetteerGivenNames: z.array(z.string()),
  lastNames: z.array(z.string()),
  persons: z.array(z.string()),
  organisations: z.array(z.string()),
  locations: z.array(z.string()),
  demonyms: z.array(z.string()),
  misc: z.array(z.string()),
  personTitles: z.array(z.string()),
  roleNouns: z.array(z.string()),
  orgKeywords: z.array(z.string()),
  placeKeywords: z.array(z.string()),
  nameConnectors: z.array(z.string()),
  nonEntities: z.array(z.string()),
  commonWords: z.array(z.string()),
  minedPersons: z.array(z.string()),
  minedOrganisations: z.array(z.string()),
  minedLocations: z.array(z.string()),
  towns: z.array(z.string()),
});

export type NerLexiconFile = z.infer<typeof lexiconFileSchema>;

let file: NerLexiconFile | null = null;
export function nerLexiconFile(): NerLexiconFile {
  file ??= lexiconFileSchema.parse(
    JSON.parse(readFileSync(new URL('./data/ner-lexicons.json', import.meta.url), 'utf8')),
  );
  return file;
}
