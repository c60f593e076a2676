// The NLP section of the search form: NLP layer, themes, entities, sentiment, clustering and IPTC tags.
// A group the profile's plan lacks stays visible but locked, naming the plan that unlocks it.
import {
  Fieldset,
  Group,
  Input,
  MultiSelect,
  RangeSlider,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { themes } from '../../../contract/article';
import { clusteringVariables } from '../../../contract/authors';
import type { ClusteringVariable } from '../../../contract/authors';
import { planUnlocking } from '../../lib/plan-features';
import type { CurrentPlan, PlanFeature } from '../../lib/plan-features';
import type { AuthorsFormValues, SentimentRange } from './authors-form';
import type { AuthorsParamName } from './authors-search';
import { ListInput, PlanLockBadge, TriStateInput } from './form-controls';
import { paramHelp } from './param-help';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

export type SetFormValue = <Key extends keyof AuthorsFormValues>(
  key: Key,
  value: AuthorsFormValues[Key],
) => void;

export interface FilterSectionProps {
  values: AuthorsFormValues;
  set: SetFormValue;
  /** The message to show at a control, by param name. */
  errorOf: (...params: AuthorsParamName[]) => string | undefined;
}

export interface NlpFiltersProps extends FilterSectionProps {
  plan: CurrentPlan;
}

export function NlpFilters({ values, set, errorOf, plan }: NlpFiltersProps) {
  const nlpLocked = plan.has('nlp') === false;
  const iptcLocked = plan.has('iptc') === false;

  return (
    <Stack gap="md">
      <PlanSummary plan={plan} />
      <FeatureGroup legend="NLP layer" feature="nlp" plan={plan}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Switch
            label={paramHelp.include_nlp_data.label}
            description={paramHelp.include_nlp_data.help}
            checked={values.include_nlp_data}
            onChange={(event) => set('include_nlp_data', event.currentTarget.checked)}
            error={errorOf('include_nlp_data')}
            disabled={nlpLocked}
          />
          <TriStateInput
            param="has_nlp"
            value={values.has_nlp}
            onChange={(value) => set('has_nlp', value)}
            error={errorOf('has_nlp')}
            disabled={nlpLocked}
          />
        </SimpleGrid>
      </FeatureGroup>

      <FeatureGroup legend="Topics" feature="nlp" plan={plan}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ThemeSelect
            param="theme"
            value={values.theme}
            onChange={(v) => set('theme', v)}
            error={errorOf('theme')}
            disabled={nlpLocked}
          />
          <ThemeSelect
            param="not_theme"
            value={values.not_theme}
            onChange={(v) => set('not_theme', v)}
            error={errorOf('not_theme')}
            disabled={nlpLocked}
          />
        </SimpleGrid>
      </FeatureGroup>

      <FeatureGroup legend="Entities mentioned" feature="nlp" plan={plan}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            ['PER_entity_name', 'ORG_entity_name', 'LOC_entity_name', 'MISC_entity_name', 'ner_name'] as const
          ).map((param) => (
            <ListInput
              key={param}
              param={param}
              value={values[param]}
              onChange={(value) => set(param, value)}
              error={errorOf(param)}
              disabled={nlpLocked}
            />
          ))}
        </SimpleGrid>
      </FeatureGroup>

      <FeatureGroup legend="Sentiment" feature="nlp" plan={plan}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <SentimentSlider
            param="title_sentiment_min"
            value={values.title_sentiment}
            onChange={(value) => set('title_sentiment', value)}
            error={errorOf('title_sentiment_min', 'title_sentiment_max')}
            disabled={nlpLocked}
          />
          <SentimentSlider
            param="content_sentiment_min"
            value={values.content_sentiment}
            onChange={(value) => set('content_sentiment', value)}
            error={errorOf('content_sentiment_min', 'content_sentiment_max')}
            disabled={nlpLocked}
          />
        </SimpleGrid>
      </FeatureGroup>

      <FeatureGroup legend="Clustering" feature="nlp" plan={plan}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Switch
            label={paramHelp.clustering_enabled.label}
            description={paramHelp.clustering_enabled.help}
            checked={values.clustering_enabled}
            onChange={(event) => set('clustering_enabled', event.currentTarget.checked)}
            error={errorOf('clustering_enabled')}
            disabled={nlpLocked}
          />
          <ThresholdSlider
            value={values.clustering_threshold}
            onChange={(value) => set('clustering_threshold', value)}
            error={errorOf('clustering_threshold')}
            disabled={nlpLocked || !values.clustering_enabled}
          />
          <ClusteringVariableInput
            value={values.clustering_variable}
            onChange={(value) => set('clustering_variable', value)}
            error={errorOf('clustering_variable')}
            disabled={nlpLocked || !values.clustering_enabled}
          />
        </SimpleGrid>
      </FeatureGroup>

      <FeatureGroup legend="IPTC tags" feature="iptc" plan={plan}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ListInput
            param="iptc_tags"
            value={values.iptc_tags}
            onChange={(value) => set('iptc_tags', value)}
            error={errorOf('iptc_tags')}
            disabled={iptcLocked}
            splitOnSpaces
          />
          <ListInput
            param="not_iptc_tags"
            value={values.not_iptc_tags}
            onChange={(value) => set('not_iptc_tags', value)}
            error={errorOf('not_iptc_tags')}
            disabled={iptcLocked}
            splitOnSpaces
          />
        </SimpleGrid>
      </FeatureGroup>
    </Stack>
  );
}

function PlanSummary({ plan }: { plan: CurrentPlan }) {
  let text: string;
  if (plan.pending) text = "Checking this profile's plan…";
  else if (plan.plan && plan.has('nlp') !== null)
    text = `This profile is on the ${plan.plan} plan. Locked groups name the plan that includes them.`;
  else if (plan.plan)
    text = `This profile is on the ${plan.plan} plan, whose features this page does not know: every control is open, and the API refuses what the plan lacks.`;
  else
    text =
      "This profile's plan could not be learned: every control is open, and the API refuses what the plan lacks.";
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

function FeatureGroup({
  legend,
  feature,
  plan,
  children,
}: {
  legend: string;
  feature: PlanFeature;
  plan: CurrentPlan;
  children: ReactNode;
}) {
  const locked = plan.has(feature) === false;
  return (
    <Fieldset
      legend={
        <Group gap="xs" component="span">
          <span>{legend}</span>
          {locked && <PlanLockBadge plan={planUnlocking(feature)} currentPlan={plan.plan} />}
        </Group>
      }
      disabled={locked}
      variant="filled"
      style={locked ? { opacity: 0.75 } : undefined}
    >
      {children}
    </Fieldset>
  );
}

function ThemeSelect({
  param,
  value,
  onChange,
  error,
  disabled,
}: {
  param: 'theme' | 'not_theme';
  value: AuthorsFormValues['theme'];
  onChange: (value: AuthorsFormValues['theme']) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { label, help } = paramHelp[param];
  return (
    <MultiSelect
      comboboxProps={optionsWhenOpen}
      label={label}
      description={help}
      data={[...themes]}
      value={value}
      onChange={(next) => onChange(themes.filter((theme) => next.includes(theme)))}
      error={error}
      disabled={disabled}
      searchable
      clearable
      hidePickedOptions
    />
  );
}

const sentimentMarks = [
  { value: -1, label: '−1' },
  { value: 0, label: '0' },
  { value: 1, label: '+1' },
];

function SentimentSlider({
  param,
  value,
  onChange,
  error,
  disabled,
}: {
  param: 'title_sentiment_min' | 'content_sentiment_min';
  value: SentimentRange;
  onChange: (value: SentimentRange) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const { label, help } = paramHelp[param];
  const unbounded = value[0] === -1 && value[1] === 1;
  return (
    <Input.Wrapper id={id} label={label} description={help} error={error} labelElement="div">
      <Text size="xs" mt={4} aria-live="polite">
        {unbounded ? 'Any sentiment' : `From ${value[0].toFixed(2)} to ${value[1].toFixed(2)}`}
      </Text>
      <RangeSlider
        mt="xs"
        mb="lg"
        min={-1}
        max={1}
        step={0.05}
        minRange={0}
        precision={2}
        marks={sentimentMarks}
        value={value}
        onChange={onChange}
        disabled={disabled}
        thumbFromLabel={`${label}: lowest`}
        thumbToLabel={`${label}: highest`}
        label={(v) => v.toFixed(2)}
      />
    </Input.Wrapper>
  );
}

function ThresholdSlider({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number;
  onChange: (value: number) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const { label, help } = paramHelp.clustering_threshold;
  return (
    <Input.Wrapper id={id} label={label} description={help} error={error} labelElement="div">
      <Text size="xs" mt={4}>
        {value.toFixed(2)}
      </Text>
      <Slider
        mt="xs"
        mb="lg"
        min={0}
        max={1}
        step={0.05}
        precision={2}
        value={value}
        onChange={onChange}
        disabled={disabled}
        marks={[
          { value: 0, label: '0' },
          { value: 0.6, label: '0.6' },
          { value: 1, label: '1' },
        ]}
        thumbLabel={label}
        label={(v) => v.toFixed(2)}
      />
    </Input.Wrapper>
  );
}

function ClusteringVariableInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: ClusteringVariable;
  onChange: (value: ClusteringVariable) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const { label, help } = paramHelp.clustering_variable;
  return (
    <Input.Wrapper id={id} label={label} description={help} error={error} labelElement="div">
      <SegmentedControl
        mt={4}
        size="xs"
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={(next) => {
          const variable = clusteringVariables.find((candidate) => candidate === next);
          if (variable) onChange(variable);
        }}
        disabled={disabled}
        data={clusteringVariables.map((variable) => ({ value: variable, label: variable }))}
      />
    </Input.Wrapper>
  );
}
