// The filter form: the date window on the chosen date field (presets or free bounds), data types and the
// text fields of an event. A draft until applied; applying writes it to the URL.
import {
  Button,
  Chip,
  Grid,
  Group,
  Input,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { DataType } from '../../../contract/events';
import { dataTypes, defaultRangePreset } from './breaches-search';
import type { DateField, RangePreset } from './breaches-search';
import { dataTypeBadgeColor, dataTypeLabels } from './data-type-style';
import { checkDraft, draftDiffers, draftFromFilters } from './filter-draft';
import type { DraftFilters, FilterDraft } from './filter-draft';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

const rangeLabels: Record<RangePreset | 'custom', string> = {
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
  all: 'All time',
  custom: 'Custom',
};

/** What Reset applies: the page's default window and no other filter. */
const defaultFilters: DraftFilters = {
  from: defaultRangePreset,
  to: undefined,
  company_name: undefined,
  data_type: undefined,
  impacted: undefined,
  data: undefined,
  title: undefined,
  summary: undefined,
};

export { defaultFilters };

export interface BreachFiltersFormProps {
  /** The filters in the URL; the draft starts from them. */
  applied: DraftFilters;
  dateField: DateField;
  busy: boolean;
  onApply: (filters: DraftFilters) => void;
}

type TextField = 'company_name' | 'impacted' | 'data' | 'title' | 'summary';

const textFields: readonly { field: TextField; label: string; placeholder: string }[] = [
  { field: 'company_name', label: 'Company', placeholder: 'e.g. Acme' },
  { field: 'impacted', label: 'Impacted', placeholder: 'e.g. customers, patients' },
  { field: 'data', label: 'Data compromised', placeholder: 'e.g. email addresses' },
  { field: 'title', label: 'Title', placeholder: 'e.g. ransomware' },
  { field: 'summary', label: 'Summary', placeholder: 'words in the summary' },
];

export function BreachFiltersForm({ applied, dateField, busy, onApply }: BreachFiltersFormProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromFilters(applied));
  const [problem, setProblem] = useState<string | null>(null);
  const rangeLabelId = useId();
  const dirty = draftDiffers(draft, applied);
  const fieldName = dateField === 'event_date' ? 'Event date' : 'Extraction date';

  const change = (next: Partial<FilterDraft>) => {
    setDraft((previous) => ({ ...previous, ...next }));
    if (problem) setProblem(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkDraft(draft);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    onApply(check.filters);
  }

  function reset() {
    setDraft(draftFromFilters(defaultFilters));
    setProblem(null);
    onApply(defaultFilters);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Event filters">
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Input.Wrapper
              label={`${fieldName} window`}
              description="The date field is chosen above the timeline. Days are UTC."
              labelElement="div"
              id={rangeLabelId}
              error={problem}
            >
              <Stack gap="xs" mt={4}>
                <SegmentedControl
                  aria-labelledby={`${rangeLabelId}-label`}
                  fullWidth
                  value={draft.range}
                  onChange={(value) => change({ range: value as FilterDraft['range'] })}
                  data={(['30d', '90d', '1y', 'all', 'custom'] as const).map((value) => ({
                    value,
                    label: rangeLabels[value],
                  }))}
                />
                {draft.range === 'custom' && (
                  <Group grow align="flex-start" gap="sm">
                    <TextInput
                      label="From"
                      description="YYYY-MM-DD or now-30d"
                      placeholder="2026-01-31"
                      value={draft.from}
                      onChange={(event) => change({ from: event.currentTarget.value })}
                    />
                    <TextInput
                      label="To (included)"
                      description="Empty: up to now"
                      placeholder="now"
                      value={draft.to}
                      onChange={(event) => change({ to: event.currentTarget.value })}
                    />
                  </Group>
                )}
              </Stack>
            </Input.Wrapper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Input.Wrapper
              label="Data type"
              description="Events whose leaked data is of any chosen class; none chosen: all"
              labelElement="div"
            >
              <Chip.Group
                multiple
                value={draft.data_type}
                onChange={(value) => change({ data_type: value as DataType[] })}
              >
                <Group gap="xs" mt={8}>
                  {dataTypes.map((type) => (
                    <Chip key={type} value={type} color={dataTypeBadgeColor(type)} variant="light">
                      {dataTypeLabels[type]}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          </Grid.Col>
          {textFields.map(({ field, label, placeholder }) => (
            <Grid.Col key={field} span={{ base: 12, sm: 6, lg: field === 'summary' ? 12 : 3 }}>
              <TagsInput
                comboboxProps={optionsWhenOpen}
                label={label}
                placeholder={draft[field].length === 0 ? placeholder : undefined}
                value={draft[field]}
                onChange={(value) => change({ [field]: value })}
                clearable
              />
            </Grid.Col>
          ))}
        </Grid>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            Text filters match part of the value, ignoring case; several values in one field match any of
            them.
          </Text>
          <Group gap="sm">
            {dirty && (
              <Text size="sm" c="dimmed" aria-live="polite">
                Changes not applied yet
              </Text>
            )}
            <Button variant="default" onClick={reset}>
              Reset
            </Button>
            <Button type="submit" loading={busy} variant={dirty ? 'filled' : 'light'}>
              Apply filters
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
