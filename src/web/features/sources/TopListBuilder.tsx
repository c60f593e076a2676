// The top-N-per-country builder: rows of country and count that write the interface's predefined_sources
// expression, shown (and editable) beside them so the user learns the format.
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { CountrySelect } from '../../components/CodePickers';
import { PREDEFINED_SOURCES_MAX_COUNT } from '../../../contract/predefined-sources';
import { newTopListRow } from './top-list-builder';
import type { TopListRow } from './top-list-builder';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

export interface TopListBuilderProps {
  rows: TopListRow[];
  text: string;
  /** Why the expression is not a top list (typed text), or a check of the form that is about the builder. */
  error: string | null;
  onRowsChange: (rows: TopListRow[]) => void;
  onTextChange: (text: string) => void;
}

function RemoveIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

export function TopListBuilder({ rows, text, error, onRowsChange, onTextChange }: TopListBuilderProps) {
  // A row added from the keyboard gets the focus, on its country: the count already has a default.
  const [addedRowKey, setAddedRowKey] = useState<number | null>(null);
  const update = (key: number, change: Partial<TopListRow>) =>
    onRowsChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  return (
    <Fieldset legend="Top sources per country" variant="filled" p="sm">
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          The best-ranked sources of each country. The builder writes the interface&apos;s{' '}
          <Text span ff="monospace" size="xs">
            predefined_sources
          </Text>{' '}
          value below; you can also type it.
        </Text>
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-end" wrap="nowrap">
            <NumberInput
              label={index === 0 ? 'Top' : undefined}
              aria-label={`Top list ${index + 1}: how many`}
              value={row.count ?? ''}
              onChange={(value) => update(row.key, { count: typeof value === 'number' ? value : null })}
              min={1}
              max={PREDEFINED_SOURCES_MAX_COUNT}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              w={90}
            />
            <CountrySelect
              comboboxProps={optionsWhenOpen}
              label={index === 0 ? 'Country' : undefined}
              aria-label={`Top list ${index + 1}: country`}
              placeholder="Choose a country"
              value={row.country}
              onChange={(country) => update(row.key, { country })}
              autoFocus={row.key === addedRowKey}
              style={{ flex: 1 }}
            />
            <Tooltip label="Remove this country">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mb={2}
                aria-label={`Remove top list ${index + 1}`}
                onClick={() => onRowsChange(rows.filter((other) => other.key !== row.key))}
              >
                <RemoveIcon />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              const row = newTopListRow();
              setAddedRowKey(row.key);
              onRowsChange([...rows, row]);
            }}
          >
            Add a country
          </Button>
        </Group>
        <TextInput
          label="predefined_sources"
          description="top <N> <CC>, separated by commas, e.g. top 10 US, top 5 GB"
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          error={error}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Stack>
    </Fieldset>
  );
}
