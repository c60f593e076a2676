// A time window: presets relative to now (24 hours, 7, 30, 90 days) or two UTC days chosen by hand.
import { Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { datePresetLabels, datePresets, isDatePreset, presetStartDay, utcToday } from '../lib/date-range';
import type { DateRange } from '../lib/date-range';

export interface DateRangeInputProps {
  label: string;
  description?: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  error?: string | null;
  disabled?: boolean;
}

const customValue = 'custom';
const presetShortLabels = { '24h': '24 hours', '7d': '7 days', '30d': '30 days', '90d': '90 days' } as const;

export function DateRangeInput({
  label,
  description,
  value,
  onChange,
  error,
  disabled,
}: DateRangeInputProps) {
  const labelId = useId();
  const today = utcToday();
  const chosen = value.kind === 'preset' ? value.preset : customValue;

  function choose(next: string) {
    if (isDatePreset(next)) onChange({ kind: 'preset', preset: next });
    else if (value.kind === 'preset') onChange({ kind: 'custom', from: presetStartDay(value.preset) });
  }

  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div" id={labelId}>
      <Stack gap="xs" mt={4}>
        <SegmentedControl
          aria-labelledby={`${labelId}-label`}
          value={chosen}
          onChange={choose}
          disabled={disabled}
          fullWidth
          data={[
            ...datePresets.map((preset) => ({
              value: preset,
              label: <span title={datePresetLabels[preset]}>{presetShortLabels[preset]}</span>,
            })),
            { value: customValue, label: 'Custom' },
          ]}
        />
        {value.kind === 'custom' && (
          <Group grow align="flex-start" gap="sm">
            <TextInput
              type="date"
              label="From (UTC day)"
              value={value.from}
              max={value.to ?? today}
              disabled={disabled}
              onChange={(event) => onChange({ ...value, from: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="To (UTC day, included)"
              description={value.to ? undefined : 'Empty: up to now'}
              value={value.to ?? ''}
              min={value.from || undefined}
              max={today}
              disabled={disabled}
              onChange={(event) => {
                const to = event.currentTarget.value;
                onChange(to === '' ? { kind: 'custom', from: value.from } : { ...value, to });
              }}
            />
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
