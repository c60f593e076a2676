// Words that name a part of a place, shared by the recogniser (lexicons.ts) and the lexicon build
// (build-ner-lexicons.ts), which cannot import lexicons.ts: that module reads the data file the build writes.

/** Words that name a part of a place ("Northern California", "East Africa"). */
export const COMPASS_WORDS: ReadonlySet<string> = new Set(
  'north south east west northern southern eastern western central northeast northwest southeast southwest northeastern northwestern southeastern southwestern upper lower'.split(
    ' ',
  ),
);
