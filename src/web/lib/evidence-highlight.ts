// Splits an evidence sentence into plain and highlighted parts from its match offsets (UTF-16 code units,
// as the extension answers them and JavaScript strings index).
import type { EvidenceMatch } from '../../contract/event-evidence';

export interface SentencePart {
  text: string;
  marked: boolean;
}

/** The sentence as parts in order; offsets out of range, empty or overlapping an earlier match are left out. */
export function highlightedParts(sentence: string, matches: readonly EvidenceMatch[]): SentencePart[] {
  const parts: SentencePart[] = [];
  let at = 0;
  for (const { start, end } of [...matches].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (start < at || end <= start || end > sentence.length) continue;
    if (start > at) parts.push({ text: sentence.slice(at, start), marked: false });
    parts.push({ text: sentence.slice(start, end), marked: true });
    at = end;
  }
  if (at < sentence.length) parts.push({ text: sentence.slice(at), marked: false });
  return parts;
}
