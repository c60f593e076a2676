import { describe, expect, it } from 'vitest';
import { checkDraft, draftDiffers, draftFromFilters } from './filter-draft';
import type { DraftFilters } from './filter-draft';

const applied: DraftFilters = {
  from: '2026-01-01',
  to: 'now-7d',
  company_name: ['Acme'],
  data_type: ['health', 'personal'],
  impacted: undefined,
  data: undefined,
  title: undefined,
  summary: undefined,
};

describe('filter draft', () => {
  it('starts from the applied filters and gives them back unchanged', () => {
    const draft = draftFromFilters(applied);
    expect(draft).toMatchObject({
      range: 'custom',
      from: '2026-01-01',
      to: 'now-7d',
      company_name: ['Acme'],
    });
    expect(checkDraft(draft)).toEqual({ ok: true, filters: applied });
    expect(draftDiffers(draft, applied)).toBe(false);
  });

  it('shows a preset as its button, without typed bounds', () => {
    expect(draftFromFilters({ ...applied, from: '90d', to: undefined })).toMatchObject({
      range: '90d',
      from: '',
      to: '',
    });
  });

  it('applies a preset without an end, and normalises typed bounds and lists', () => {
    const draft = draftFromFilters(applied);
    expect(checkDraft({ ...draft, range: '30d' })).toMatchObject({
      ok: true,
      filters: { from: '30d', to: undefined },
    });
    expect(
      checkDraft({ ...draft, from: ' NOW-2W ', to: ' ', impacted: [' staff ', 'staff', ''] }),
    ).toMatchObject({
      ok: true,
      filters: { from: 'now-2w', to: undefined, impacted: ['staff'] },
    });
  });

  it('refuses a custom window it cannot send', () => {
    const draft = draftFromFilters(applied);
    expect(checkDraft({ ...draft, from: '' })).toMatchObject({ ok: false });
    expect(checkDraft({ ...draft, from: '2026-03-01', to: '2026-02-01' })).toEqual({
      ok: false,
      message: 'The end comes before the start.',
    });
  });

  it('notices a change, but not a reordering of data types', () => {
    const draft = draftFromFilters(applied);
    expect(draftDiffers({ ...draft, data_type: ['personal', 'health'] }, applied)).toBe(false);
    expect(draftDiffers({ ...draft, data_type: ['personal'] }, applied)).toBe(true);
    expect(draftDiffers({ ...draft, title: ['leak'] }, applied)).toBe(true);
  });
});
