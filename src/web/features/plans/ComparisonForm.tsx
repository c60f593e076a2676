// The "same query under each plan" form: an operation and a few of its parameters, chosen to show what
// plans change (NLP, clustering, history, source caps). A draft until run; running writes it to the URL.
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Loader,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
} from '@mantine/core';
import type { OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { themes } from '../../../contract/article';
import type { ProfileId } from '../../../contract/profiles';
import { CountryMultiSelect, LanguageMultiSelect } from '../../components/CodePickers';
import { DateRangeInput } from '../../components/DateRangeInput';
import { checkDateRange, dateRangeFromParams, dateRangeToParams } from '../../lib/date-range';
import { planUnlocking } from '../../lib/plan-features';
import {
  comparedOperations,
  comparisonPageSizes,
  defaultComparisonPreset,
  missingComparisonInput,
} from './plans-search';
import type { ComparedOperation, ComparisonDraft } from './plans-search';
import { authorSuggestQueryOptions } from '../../lib/author-suggest';

const operationLabels: Record<ComparedOperation, string> = {
  authors: 'Articles by author',
  sources: 'Sources',
};

export interface ComparisonFormProps {
  /** The comparison in the URL; the draft starts from it. */
  search: ComparisonDraft;
  /** A local profile whose service suggests author names; null when there is none. */
  suggestionProfile: ProfileId | null;
  busy: boolean;
  onRun: (draft: ComparisonDraft) => void;
}

export function ComparisonForm({ search, suggestionProfile, busy, onRun }: ComparisonFormProps) {
  const [draft, setDraft] = useState<ComparisonDraft>(search);
  const [problem, setProblem] = useState<string | null>(null);
  const operationLabelId = useId();
  const range = dateRangeFromParams(draft.from_, draft.to_, defaultComparisonPreset);
  const rangeProblem = checkDateRange(range);

  const change = (update: Partial<ComparisonDraft>) => {
    setDraft((previous) => ({ ...previous, ...update }));
    setProblem(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingComparisonInput(draft) ?? (draft.op === 'authors' ? rangeProblem : null);
    if (missing) {
      setProblem(missing);
      return;
    }
    onRun(draft);
  }

  const nlpPlan = planUnlocking('nlp');
  return (
    <form onSubmit={submit} noValidate aria-label="Same query under each plan">
      <Stack gap="md">
        <div>
          <Text size="sm" fw={500} id={operationLabelId} mb={4}>
            Operation
          </Text>
          <SegmentedControl
            aria-labelledby={operationLabelId}
            value={draft.op}
            onChange={(value) => {
              const op = comparedOperations.find((candidate) => candidate === value);
              if (op) change({ op });
            }}
            data={comparedOperations.map((op) => ({ value: op, label: operationLabels[op] }))}
          />
        </div>

        {draft.op === 'authors' ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            <AuthorField
              profile={suggestionProfile}
              value={draft.author_name ?? ''}
              onChange={(name) => change({ author_name: name.trim() === '' ? undefined : name })}
            />
            <DateRangeInput
              label="Published"
              description="from_ and to_ — a plan's historical_days limits how far back"
              value={range}
              error={rangeProblem}
              onChange={(next) => change(dateRangeToParams(next))}
            />
            <MultiSelect
              label="Themes (theme)"
              description={`An NLP filter: needs ${nlpPlan} or above`}
              placeholder={draft.theme ? undefined : 'Any theme'}
              data={themes}
              value={draft.theme ?? []}
              onChange={(chosen) =>
                change({
                  theme: chosen.length > 0 ? themes.filter((theme) => chosen.includes(theme)) : undefined,
                })
              }
              searchable
              clearable
            />
            <TagsInput
              label="Entities (ner_name)"
              description={`An NLP filter: needs ${nlpPlan} or above. Enter to add.`}
              placeholder={draft.ner_name ? undefined : 'Any entity'}
              value={draft.ner_name ?? []}
              onChange={(names) => change({ ner_name: names.length > 0 ? names : undefined })}
              acceptValueOnBlur
              clearable
            />
            <Stack gap="xs">
              <Checkbox
                label="Include the NLP layer (include_nlp_data)"
                description={`Needs ${nlpPlan} or above`}
                checked={draft.include_nlp_data}
                onChange={(event) => change({ include_nlp_data: event.currentTarget.checked })}
              />
              <Checkbox
                label="Cluster the articles (clustering_enabled)"
                description={`Needs ${nlpPlan} or above`}
                checked={draft.clustering_enabled}
                onChange={(event) => change({ clustering_enabled: event.currentTarget.checked })}
              />
            </Stack>
            <Select
              label="Articles per plan (page_size)"
              data={comparisonPageSizes.map(String)}
              value={String(draft.page_size)}
              onChange={(value) => {
                if (value) change({ page_size: Number(value) });
              }}
              allowDeselect={false}
              maw={260}
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
            <CountryMultiSelect
              label="Countries (countries)"
              placeholder={draft.countries ? undefined : 'Any country'}
              value={draft.countries ?? []}
              onChange={(codes) => change({ countries: codes.length > 0 ? codes : undefined })}
            />
            <LanguageMultiSelect
              label="Languages (lang)"
              description="Several languages list more sources than the smallest plan shows"
              placeholder={draft.lang ? undefined : 'Any language'}
              value={draft.lang ?? []}
              onChange={(codes) => change({ lang: codes.length > 0 ? codes : undefined })}
            />
            <Checkbox
              label="Include additional info (include_additional_info)"
              description="Articles of the last 7 days per source"
              checked={draft.include_additional_info}
              onChange={(event) => change({ include_additional_info: event.currentTarget.checked })}
            />
          </SimpleGrid>
        )}

        {problem && (
          <Alert color="orange" variant="light" role="alert" title="Not ready to run">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            Run under every plan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The service ranks names itself (prefix, then typo-tolerant); filtering them again here would hide some.
const keepAllOptions: OptionsFilter = ({ options }) => options;

interface AuthorFieldProps {
  profile: ProfileId | null;
  value: string;
  onChange: (name: string) => void;
}

function AuthorField({ profile, value, onChange }: AuthorFieldProps) {
  const [typed] = useDebouncedValue(value.trim(), 200);
  // Without a local profile the query is disabled, so the profile standing in for it is never asked.
  const suggestions = useQuery({
    ...authorSuggestQueryOptions(profile ?? 'basic', typed),
    enabled: profile !== null && typed.length > 0,
  });
  const names =
    typed.length > 0 ? (suggestions.data?.suggestions.map((suggestion) => suggestion.name) ?? []) : [];
  return (
    <Autocomplete
      label="Author"
      description={
        profile === null
          ? 'author_name, matched exactly (ignoring case)'
          : 'author_name, matched exactly (ignoring case); suggestions come from the stored articles'
      }
      placeholder="e.g. Jane Doe"
      value={value}
      onChange={onChange}
      data={names}
      filter={keepAllOptions}
      required
      autoComplete="off"
      spellCheck={false}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label="Loading suggestions" /> : null}
    />
  );
}
