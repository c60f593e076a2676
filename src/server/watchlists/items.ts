// Merging what a watchlist's rules matched into its items: one item per article or event with every rule
// index that matched it, newest arrival first (then newest published, then id, so the order is total and
// stable across reads), cut to maxFeedItems, with the count of items that arrived after the seen marker.
import { watchlistLimits, type WatchItem } from '../../contract/watchlists';
import { formatUtc } from '../time';
import type { Arrival, ArrivalKind } from '../store/watchlist-store';

export type ItemKind = 'article' | 'event';

/** One rule's match: an item's identity and published time (epoch seconds), before it is read in full. */
export interface Candidate {
  kind: ItemKind;
  id: string;
  published: number;
  rule: number;
}

export interface ItemDetails {
  title: string;
  link: string;
  summary: string | null;
  authors: string[];
  source: string | null;
  company: string | null;
}

export interface WatchView {
  items: WatchItem[];
  /** Matched items (before the cut) that arrived after the seen marker. */
  unseen: number;
  /** Epoch seconds of the newest arrival among the items (null: none). */
  newest: number | null;
}

export interface ItemSources {
  arrivals(kind: ArrivalKind, ids: string[]): Map<string, Arrival>;
  details(kind: ItemKind, ids: string[]): Map<string, ItemDetails>;
  /** How arrivals of this source's items are recorded (default: as stored, `article`/`event`). */
  arrivalKind?: (kind: ItemKind) => ArrivalKind;
}

/** The stable id of an item (contract, watchItemSchema). */
export const itemUrn = (kind: ItemKind, id: string) => `urn:newsdeck:${kind}:${id}`;

export function mergeCandidates(
  candidates: readonly Candidate[],
  seenSeq: number,
  sources: ItemSources,
): WatchView {
  const merged = new Map<string, Candidate & { rules: number[] }>();
  for (const candidate of candidates) {
    const key = `${candidate.kind}\0${candidate.id}`;
    const item = merged.get(key);
    if (!item) merged.set(key, { ...candidate, rules: [candidate.rule] });
    else if (!item.rules.includes(candidate.rule)) item.rules.push(candidate.rule);
  }
  const arrivalKind = sources.arrivalKind ?? ((kind: ItemKind) => kind);
  const arrivals = new Map<string, Arrival>();
  for (const kind of ['article', 'event'] as const) {
    const ids = [...merged.values()].filter((item) => item.kind === kind).map((item) => item.id);
    if (ids.length === 0) continue;
    for (const [id, arrival] of sources.arrivals(arrivalKind(kind), ids))
      arrivals.set(`${kind}\0${id}`, arrival);
  }
  // An item with no recorded arrival (written before its trigger existed and not back-filled) counts as
  // old: it is shown by its published time and never counts as unseen.
  const ranked = [...merged.entries()].map(([key, item]) => {
    const arrival = arrivals.get(key);
    return { ...item, seq: arrival?.seq ?? 0, added: arrival?.added_at ?? item.published };
  });
  ranked.sort(
    (a, b) =>
      b.added - a.added ||
      b.published - a.published ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
  );
  const unseen = ranked.filter((item) => item.seq > seenSeq).length;
  const kept = ranked.slice(0, watchlistLimits.maxFeedItems);

  const details = new Map<string, ItemDetails>();
  for (const kind of ['article', 'event'] as const) {
    const ids = kept.filter((item) => item.kind === kind).map((item) => item.id);
    if (ids.length === 0) continue;
    for (const [id, detail] of sources.details(kind, ids)) details.set(`${kind}\0${id}`, detail);
  }
  const items: WatchItem[] = [];
  for (const item of kept) {
    const detail = details.get(`${item.kind}\0${item.id}`);
    if (!detail) continue; // gone between the two reads (a re-merge): it is simply not in this answer
    items.push({
      id: itemUrn(item.kind, item.id),
      kind: item.kind,
      title: detail.title,
      link: detail.link,
      summary: detail.summary,
      published: formatUtc(item.published),
      added: formatUtc(item.added),
      rules: [...item.rules].sort((a, b) => a - b),
      authors: detail.authors,
      source: detail.source,
      company: detail.company,
    });
  }
  return { items, unseen, newest: kept.length > 0 ? kept[0]!.added : null };
}
