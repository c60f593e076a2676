// The filter form's draft: what the user is editing before applying it to the URL, and the check that turns
// it back into filters (the date field is not in the draft: it applies at once).
import type { DataType } from '../../../contract/events';
import { checkDateBounds, isRangePreset, readDateBound } from './breaches-search';
import type { BreachFilters, RangePreset } from './breaches-search';

export interface FilterDraft {
  /** A preset window, or `custom` for the bounds below. */
  range: RangePreset | 'custom';
  /** Custom bounds as typed: a day `YYYY-MM-DD` or a relative `now-30d`; an empty `to` runs to now. */
  from: string;
  to: string;
  company_name: string[];
  data_type: DataType[];
  impacted: string[];
  data: string[];
  title: string[];
  summary: string[];
}

export type DraftFilters = Omit<BreachFilters, 'date_field'>;

export function draftFromFilters(filters: DraftFilters): FilterDraft {
  const preset = isRangePreset(filters.from) ? filters.from : null;
  return {
    range: preset ?? 'custom',
    from: preset ? '' : filters.from,
    to: preset ? '' : (filters.to ?? ''),
    company_name: filters.company_name ?? [],
    data_type: filters.data_type ?? [],
    impacted: filters.impacted ?? [],
    data: filters.data ?? [],
    title: filters.title ?? [],
    summary: filters.summary ?? [],
  };
}

export type DraftCheck = { ok: true; filters: DraftFilters } | { ok: false; message: string };

const listOrUndefined = <Item extends string>(items: readonly Item[]): Item[] | undefined => {
  const kept = [...new Set(items.map((item) => item.trim() as Item).filter((item) => item !== ''))];
  return kept.length > 0 ? kept : undefined;
};

/** The filters a draft stands for, or why its custom window cannot be sent. */
export function checkDraft(draft: FilterDraft): DraftCheck {
  let from: string;
  let to: string | undefined;
  if (draft.range === 'custom') {
    const typedTo = draft.to.trim() === '' ? undefined : draft.to;
    const problem = checkDateBounds(draft.from, typedTo);
    if (problem) return { ok: false, message: problem };
    from = readDateBound(draft.from)!;
    to = typedTo === undefined ? undefined : readDateBound(typedTo);
  } else {
    from = draft.range;
    to = undefined;
  }
  return {
    ok: true,
    filters: {
      from,
      to,
      company_name: listOrUndefined(draft.company_name),
      data_type: listOrUndefined(draft.data_type),
      impacted: listOrUndefined(draft.impacted),
      data: listOrUndefined(draft.data),
      title: listOrUndefined(draft.title),
      summary: listOrUndefined(draft.summary),
    },
  };
}

/** Whether applying the draft would change the filters in the URL. */
export function draftDiffers(draft: FilterDraft, applied: DraftFilters): boolean {
  const check = checkDraft(draft);
  if (!check.ok) return true;
  return JSON.stringify(normalised(check.filters)) !== JSON.stringify(normalised(applied));
}

function normalised(filters: DraftFilters) {
  return {
    from: filters.from,
    to: isRangePreset(filters.from) ? undefined : filters.to,
    company_name: filters.company_name ?? [],
    data_type: [...(filters.data_type ?? [])].sort(),
    impacted: filters.impacted ?? [],
    data: filters.data ?? [],
    title: filters.title ?? [],
    summary: filters.summary ?? [],
  };
}
