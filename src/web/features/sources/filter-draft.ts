// The filter form's draft (what the user is editing, not yet in the URL): read from the URL, checked
// against the interface's rules before anything is sent, and turned into the URL's search params.
import { incompleteRowCount, readTopListText, topListText } from './top-list-builder';
import type { TopListRow } from './top-list-builder';
import { RANK_MAX, RANK_MIN } from './sources-search';
import type { SourcesSearch } from './sources-search';

export interface SourcesFilterDraft {
  lang: string[];
  countries: string[];
  /** The builder's rows; `topListText` is what they (or the typed expression) stand for. */
  topListRows: TopListRow[];
  topListText: string;
  /** Why the typed expression is not a top list, while it is not. */
  topListError: string | null;
  /** Comma-separated name parts. */
  sourceName: string;
  /** Comma-separated exact domains. */
  sourceUrl: string;
  rank: [number, number];
}

export type FilterSearch = Pick<
  SourcesSearch,
  'lang' | 'countries' | 'predefined_sources' | 'source_name' | 'source_url' | 'from_rank' | 'to_rank'
>;

/** The form field a problem is about, so the form can show it there. */
export type DraftField = 'form' | 'topList' | 'sourceUrl';

export type DraftCheck =
  { ok: true; search: FilterSearch } | { ok: false; field: DraftField; message: string };

function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
  ];
}

export function draftFromSearch(search: Partial<SourcesSearch>): SourcesFilterDraft {
  const text = search.predefined_sources ?? '';
  const reading = readTopListText(text);
  return {
    lang: search.lang ?? [],
    countries: search.countries ?? [],
    topListRows: reading.ok ? reading.rows : [],
    topListText: text,
    topListError: reading.ok ? null : reading.message,
    sourceName: (search.source_name ?? []).join(', '),
    sourceUrl: (search.source_url ?? []).join(', '),
    rank: [search.from_rank ?? RANK_MIN, search.to_rank ?? RANK_MAX],
  };
}

/** The draft after the builder's rows changed: the expression is rewritten from them. */
export function withTopListRows(draft: SourcesFilterDraft, rows: TopListRow[]): SourcesFilterDraft {
  return { ...draft, topListRows: rows, topListText: topListText(rows), topListError: null };
}

/** The draft after the expression was typed: the rows follow it while it reads as a top list. */
export function withTopListText(draft: SourcesFilterDraft, text: string): SourcesFilterDraft {
  const reading = readTopListText(text);
  return reading.ok
    ? { ...draft, topListText: text, topListRows: reading.rows, topListError: null }
    : { ...draft, topListText: text, topListError: reading.message };
}

/** The draft's search params, or the first rule it breaks, in the interface's terms but plain words. */
export function checkDraft(draft: SourcesFilterDraft): DraftCheck {
  if (draft.topListError !== null) return { ok: false, field: 'topList', message: draft.topListError };
  const incomplete = incompleteRowCount(draft.topListRows);
  if (incomplete > 0) {
    return {
      ok: false,
      field: 'topList',
      message: `Choose a country and a count in ${incomplete === 1 ? 'the unfinished top-list row' : `the ${incomplete} unfinished top-list rows`}, or remove ${incomplete === 1 ? 'it' : 'them'}.`,
    };
  }
  const [fromRank, toRank] = draft.rank;
  const names = splitList(draft.sourceName);
  const domains = splitList(draft.sourceUrl).map((domain) => domain.toLowerCase());
  const search: FilterSearch = {
    lang: draft.lang.length > 0 ? draft.lang : undefined,
    countries: draft.countries.length > 0 ? draft.countries : undefined,
    predefined_sources: draft.topListText.trim() || undefined,
    source_name: names.length > 0 ? names : undefined,
    source_url: domains.length > 0 ? domains : undefined,
    from_rank: fromRank > RANK_MIN ? fromRank : undefined,
    to_rank: toRank < RANK_MAX ? toRank : undefined,
  };
  if (search.source_url) {
    const others = [
      search.lang && 'languages',
      search.countries && 'countries',
      search.predefined_sources && 'a top list',
      search.source_name && 'a name',
      (search.from_rank !== undefined || search.to_rank !== undefined) && 'a rank range',
    ].filter((name): name is string => typeof name === 'string');
    if (others.length > 0) {
      return {
        ok: false,
        field: 'sourceUrl',
        message: `An exact domain stands alone: clear it, or clear ${others.join(', ')}.`,
      };
    }
  }
  if (
    !search.lang &&
    !search.countries &&
    !search.predefined_sources &&
    !search.source_name &&
    !search.source_url
  ) {
    return {
      ok: false,
      field: 'form',
      message:
        'Choose at least one of: languages, countries, a top list, a name or a domain. A rank range alone is not enough.',
    };
  }
  if (fromRank > toRank) {
    return { ok: false, field: 'form', message: 'The rank range starts after it ends.' };
  }
  return { ok: true, search };
}
