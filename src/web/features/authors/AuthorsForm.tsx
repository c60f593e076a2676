// The search form: author and basic filters in view, advanced and NLP filters in sections. It edits a draft;
// Search writes the draft to the URL. Sort applies at once, like the result controls.
import {
  Accordion,
  Badge,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Input,
} from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { sortByValues } from '../../../contract/authors';
import type { SortBy } from '../../../contract/authors';
import type { ProfileId } from '../../../contract/profiles';
import { CountryMultiSelect, LanguageMultiSelect } from '../../components/CodePickers';
import { DateRangeInput } from '../../components/DateRangeInput';
import type { CurrentPlan } from '../../lib/plan-features';
import { AuthorPicker } from './AuthorPicker';
import {
  checkFormValues,
  filterParamsFromFormValues,
  filterParamsOfSearch,
  formValuesFromSearch,
  sameFilterParams,
} from './authors-form';
import type { AuthorsFilterParams, AuthorsFormErrors, AuthorsFormValues } from './authors-form';
import type { AuthorsParamName, AuthorsSearch } from './authors-search';
import { ListInput, PlanLockBadge } from './form-controls';
import { LazyAdvancedFilters, LazyNlpFilters, preloadFilterSection } from './lazy-parts';
import type { SetFormValue } from './NlpFilters';
import { paramHelp } from './param-help';
import { paramFeature } from './plan-gates';
import { planUnlocking } from '../../lib/plan-features';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

type Section = 'advanced' | 'nlp';

const advancedParams: readonly AuthorsParamName[] = [
  'not_author_name',
  'predefined_sources',
  'source_name',
  'ranked_only',
  'from_rank',
  'to_rank',
  'is_headline',
  'is_opinion',
  'is_paid_content',
  'word_count_min',
  'word_count_max',
  'parent_url',
  'all_links',
  'all_domain_links',
  'published_date_precision',
  'by_parse_date',
];

function sectionOf(param: AuthorsParamName): Section | null {
  if (paramFeature[param]) return 'nlp';
  return advancedParams.includes(param) ? 'advanced' : null;
}

/** Params of a section the URL sets away from their defaults (ranked_only's default is true). */
function activeCount(params: AuthorsFilterParams, section: Section): number {
  return (Object.keys(params) as (keyof AuthorsFilterParams)[]).filter((name) => {
    const value = params[name];
    if (value === undefined || sectionOf(name) !== section) return false;
    return !(name === 'ranked_only' && value === true);
  }).length;
}

const sortLabels: Record<SortBy, string> = { relevancy: 'Relevancy', date: 'Date', rank: 'Source rank' };

export interface ApiFieldError {
  param: AuthorsParamName;
  message: string;
}

export interface AuthorsFormProps {
  /** The search in the URL (what the results show). */
  search: AuthorsSearch;
  profile: ProfileId;
  suggestionsAvailable: boolean;
  plan: CurrentPlan;
  busy: boolean;
  /** The API refused the search because of this param. */
  apiError: ApiFieldError | null;
  onApply: (params: AuthorsFilterParams) => void;
  onSortChange: (sort: SortBy) => void;
}

export function AuthorsForm({
  search,
  profile,
  suggestionsAvailable,
  plan,
  busy,
  apiError,
  onApply,
  onSortChange,
}: AuthorsFormProps) {
  const applied = filterParamsOfSearch(search);
  const [values, setValues] = useState(() => formValuesFromSearch(search));
  const [errors, setErrors] = useState<AuthorsFormErrors>({});
  const [openSections, setOpenSections] = useState<Section[]>(() =>
    (['advanced', 'nlp'] as const).filter((section) => activeCount(applied, section) > 0),
  );
  // Open the section of a control the API complained about (adjusting state while rendering, once per error).
  const [shownApiError, setShownApiError] = useState<ApiFieldError | null>(null);
  if (apiError !== shownApiError) {
    setShownApiError(apiError);
    const section = apiError ? sectionOf(apiError.param) : null;
    if (section && !openSections.includes(section)) setOpenSections([...openSections, section]);
  }

  const set: SetFormValue = (key, value) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (Object.keys(errors).length > 0) setErrors({});
  };
  const errorOf = (...params: AuthorsParamName[]): string | undefined => {
    for (const param of params) {
      const message = errors[param] ?? (apiError?.param === param ? apiError.message : undefined);
      if (message) return message;
    }
    return undefined;
  };

  const draft = filterParamsFromFormValues(values);
  const changed = !sameFilterParams(draft, applied);

  function apply(next: AuthorsFormValues) {
    const problems = checkFormValues(next);
    setErrors(problems);
    const sections = (Object.keys(problems) as AuthorsParamName[])
      .map(sectionOf)
      .filter((section): section is Section => section !== null);
    if (sections.length > 0) setOpenSections([...new Set([...openSections, ...sections])]);
    if (Object.keys(problems).length === 0) onApply(filterParamsFromFormValues(next));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(values);
  }

  const nlpLockedCount = (['nlp', 'iptc'] as const).filter((feature) => plan.has(feature) === false).length;

  return (
    <form onSubmit={submit} noValidate aria-label="Author search">
      <Stack gap="md">
        <AuthorPicker
          profile={profile}
          suggestionsAvailable={suggestionsAvailable}
          value={values.author_name}
          onChange={(name) => set('author_name', name)}
          onPick={(name) => {
            const next = { ...values, author_name: name };
            setValues(next);
            apply(next);
          }}
          error={errorOf('author_name')}
        />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          <DateRangeInput
            label={paramHelp.from_.label}
            description={paramHelp.from_.help}
            value={values.dateRange}
            onChange={(range) => set('dateRange', range)}
            error={errorOf('from_', 'to_')}
          />
          <SortInput value={search.sort_by} onChange={onSortChange} />
          <ListInput
            param="sources"
            value={values.sources}
            onChange={(value) => set('sources', value)}
            error={errorOf('sources')}
            placeholder="e.g. nytimes.com"
            splitOnSpaces
          />
          <ListInput
            param="not_sources"
            value={values.not_sources}
            onChange={(value) => set('not_sources', value)}
            error={errorOf('not_sources')}
            splitOnSpaces
          />
          <LanguageMultiSelect
            comboboxProps={optionsWhenOpen}
            label={paramHelp.lang.label}
            description={paramHelp.lang.help}
            value={values.lang}
            onChange={(codes) => set('lang', codes)}
            error={errorOf('lang')}
          />
          <LanguageMultiSelect
            comboboxProps={optionsWhenOpen}
            label={paramHelp.not_lang.label}
            description={paramHelp.not_lang.help}
            value={values.not_lang}
            onChange={(codes) => set('not_lang', codes)}
            error={errorOf('not_lang')}
          />
          <CountryMultiSelect
            comboboxProps={optionsWhenOpen}
            label={paramHelp.countries.label}
            description={paramHelp.countries.help}
            value={values.countries}
            onChange={(codes) => set('countries', codes)}
            error={errorOf('countries')}
          />
          <CountryMultiSelect
            comboboxProps={optionsWhenOpen}
            label={paramHelp.not_countries.label}
            description={paramHelp.not_countries.help}
            value={values.not_countries}
            onChange={(codes) => set('not_countries', codes)}
            error={errorOf('not_countries')}
          />
        </SimpleGrid>

        {/* Closed sections are not rendered (nor their code loaded) until opened: the first render is the
            page's results, not two hidden panels of inputs. */}
        <Accordion
          multiple
          keepMounted={false}
          variant="contained"
          value={openSections}
          onChange={(value) =>
            setOpenSections(value.filter((v): v is Section => v === 'advanced' || v === 'nlp'))
          }
        >
          <Accordion.Item value="advanced">
            <Accordion.Control
              onPointerEnter={() => preloadFilterSection('advanced')}
              onFocus={() => preloadFilterSection('advanced')}
            >
              <SectionTitle title="Advanced filters" active={activeCount(draft, 'advanced')} />
            </Accordion.Control>
            <Accordion.Panel>
              <LazyAdvancedFilters values={values} set={set} errorOf={errorOf} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="nlp">
            <Accordion.Control
              onPointerEnter={() => preloadFilterSection('nlp')}
              onFocus={() => preloadFilterSection('nlp')}
            >
              <Group gap="xs">
                <SectionTitle title="NLP" active={activeCount(draft, 'nlp')} />
                {nlpLockedCount > 0 && (
                  <PlanLockBadge
                    plan={planUnlocking(plan.has('nlp') === false ? 'nlp' : 'iptc')}
                    currentPlan={plan.plan}
                  />
                )}
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <LazyNlpFilters values={values} set={set} errorOf={errorOf} plan={plan} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>

        <Group justify="flex-end" gap="sm">
          {changed && (
            <Text size="sm" c="dimmed" aria-live="polite">
              Changes not applied yet
            </Text>
          )}
          <Button
            variant="default"
            disabled={!changed}
            onClick={() => {
              setValues(formValuesFromSearch(search));
              setErrors({});
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" loading={busy}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SectionTitle({ title, active }: { title: string; active: number }) {
  return (
    <Group gap="xs" component="span">
      <Text component="span" fw={600}>
        {title}
      </Text>
      {active > 0 && (
        <Badge size="sm" variant="light">
          {active} set
        </Badge>
      )}
    </Group>
  );
}

function SortInput({ value, onChange }: { value: SortBy; onChange: (sort: SortBy) => void }) {
  const id = useId();
  const { label, help } = paramHelp.sort_by;
  return (
    <Input.Wrapper id={id} label={label} description={`${help} Applies at once.`} labelElement="div">
      <SegmentedControl
        mt={4}
        fullWidth
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(next) => {
          const sort = sortByValues.find((candidate) => candidate === next);
          if (sort) onChange(sort);
        }}
        data={sortByValues.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
      />
    </Input.Wrapper>
  );
}
