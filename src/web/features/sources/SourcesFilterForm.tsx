// The Sources filter form: a draft of every filter, checked against the interface's rules and written to
// the URL when submitted; the method goes to the URL at once, as on the Lookup page.
import { Alert, Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { CountryMultiSelect, LanguageMultiSelect } from '../../components/CodePickers';
import { MethodRadio } from '../../components/MethodRadio';
import type { HttpMethod } from '../../lib/api-client';
import { checkDraft, draftFromSearch, withTopListRows, withTopListText } from './filter-draft';
import type { DraftField, FilterSearch, SourcesFilterDraft } from './filter-draft';
import { RankRangeField } from './RankRangeField';
import type { SourcesSearch } from './sources-search';
import { TopListBuilder } from './TopListBuilder';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

export interface SourcesFilterFormProps {
  /** The filters in the URL; the draft starts from them. */
  search: SourcesSearch;
  busy: boolean;
  onSubmit: (filters: FilterSearch) => void;
  onMethodChange: (method: HttpMethod) => void;
}

export function SourcesFilterForm({ search, busy, onSubmit, onMethodChange }: SourcesFilterFormProps) {
  const [draft, setDraft] = useState<SourcesFilterDraft>(() => draftFromSearch(search));
  const [problem, setProblem] = useState<{ field: DraftField; message: string } | null>(null);

  const change = (next: SourcesFilterDraft) => {
    setDraft(next);
    if (problem) setProblem(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkDraft(draft);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      return;
    }
    setProblem(null);
    onSubmit(check.search);
  }

  function clear() {
    setDraft(draftFromSearch({}));
    setProblem(null);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Source filters">
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <LanguageMultiSelect
                comboboxProps={optionsWhenOpen}
                label="Languages"
                description="Sources publishing in any of them"
                placeholder={draft.lang.length === 0 ? 'Any language' : undefined}
                value={draft.lang}
                onChange={(lang) => change({ ...draft, lang })}
              />
              <CountryMultiSelect
                comboboxProps={optionsWhenOpen}
                label="Countries"
                description="Sources from any of them"
                placeholder={draft.countries.length === 0 ? 'Any country' : undefined}
                value={draft.countries}
                onChange={(countries) => change({ ...draft, countries })}
              />
              <TextInput
                label="Name contains"
                description="Part of a source's name; several separated by commas"
                placeholder="e.g. times, herald"
                value={draft.sourceName}
                onChange={(event) => change({ ...draft, sourceName: event.currentTarget.value })}
              />
              <TextInput
                label="Exact domain"
                description="Stands alone: cannot be combined with other filters"
                placeholder="e.g. news.example"
                value={draft.sourceUrl}
                onChange={(event) => change({ ...draft, sourceUrl: event.currentTarget.value })}
                error={problem?.field === 'sourceUrl' ? problem.message : undefined}
                spellCheck={false}
                autoCapitalize="off"
                autoCorrect="off"
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TopListBuilder
                rows={draft.topListRows}
                text={draft.topListText}
                error={draft.topListError ?? (problem?.field === 'topList' ? problem.message : null)}
                onRowsChange={(rows) => change(withTopListRows(draft, rows))}
                onTextChange={(text) => change(withTopListText(draft, text))}
              />
              <RankRangeField value={draft.rank} onChange={(rank) => change({ ...draft, rank })} />
            </Stack>
          </Grid.Col>
        </Grid>

        {problem?.field === 'form' && (
          <Alert color="orange" variant="light" role="alert" title="Not sent yet">
            {problem.message}
          </Alert>
        )}

        <Group justify="space-between" align="flex-end" wrap="wrap">
          <MethodRadio value={search.method} onChange={onMethodChange} />
          <Group gap="sm">
            <Button variant="default" onClick={clear}>
              Clear
            </Button>
            <Button type="submit" loading={busy}>
              Show sources
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
