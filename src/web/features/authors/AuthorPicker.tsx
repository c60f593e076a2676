// The author field: free text (the interface matches names exactly) with suggestions from the local
// service as you type, and the authors you searched recently. Public-API profiles have no suggestion
// service; they offer the recent authors only.
import { Autocomplete, Group, Loader, Text } from '@mantine/core';
import type { ComboboxItemGroup, OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { nameKey } from '../../../contract/names';
import type { ProfileId } from '../../../contract/profiles';
import { useStoredValue } from '../../lib/stored-value';
import { paramHelp } from './param-help';
import { authorSuggestQueryOptions } from '../../lib/author-suggest';
import { recentAuthorsStore } from './saved-searches';

// Options rendered only while the dropdown is open: Mantine keeps them mounted (hidden) by default, which
// would build every option and position every closed dropdown in the page's first render.
const optionsWhenOpen = { keepMounted: false } as const;

export interface AuthorPickerProps {
  profile: ProfileId;
  /** Whether the profile's upstream offers name suggestions (local profiles do). */
  suggestionsAvailable: boolean;
  value: string;
  onChange: (name: string) => void;
  /** A suggestion or a recent author was picked: search for it at once. */
  onPick: (name: string) => void;
  error?: string | undefined;
}

// The service already ranks by prefix and tolerates typos; filtering again here would hide its fuzzy matches.
const keepAllOptions: OptionsFilter = ({ options }) => options;

export function AuthorPicker({
  profile,
  suggestionsAvailable,
  value,
  onChange,
  onPick,
  error,
}: AuthorPickerProps) {
  const [typed] = useDebouncedValue(value.trim(), 200);
  const recent = useStoredValue(recentAuthorsStore);
  const suggestions = useQuery({
    ...authorSuggestQueryOptions(profile, typed),
    enabled: suggestionsAvailable && typed.length > 0,
  });

  const suggested = suggestionsAvailable && typed.length > 0 ? (suggestions.data?.suggestions ?? []) : [];
  const countsByName = new Map(suggested.map((suggestion) => [suggestion.name, suggestion.article_count]));
  const suggestedKeys = new Set(suggested.map((suggestion) => nameKey(suggestion.name)));
  const typedKey = nameKey(value);
  const recentShown = recent.filter(
    (name) => !suggestedKeys.has(nameKey(name)) && (typedKey === '' || nameKey(name).includes(typedKey)),
  );

  const groups: ComboboxItemGroup<string>[] = [];
  if (suggested.length > 0) groups.push({ group: 'Suggestions', items: suggested.map((s) => s.name) });
  if (recentShown.length > 0) groups.push({ group: 'Recent authors', items: recentShown });

  const { label, help } = paramHelp.author_name;
  return (
    <Autocomplete
      comboboxProps={optionsWhenOpen}
      label={label}
      description={
        !suggestionsAvailable
          ? `${help} This profile has no suggestion service; recent authors are offered.`
          : suggestions.isError
            ? `${help} Suggestions are unavailable right now; recent authors are offered.`
            : `${help} Suggestions come from the stored articles.`
      }
      placeholder="e.g. Jane Doe"
      value={value}
      onChange={onChange}
      onOptionSubmit={onPick}
      data={groups}
      filter={keepAllOptions}
      limit={20}
      error={error}
      required
      autoComplete="off"
      spellCheck={false}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label="Loading suggestions" /> : null}
      renderOption={({ option }) => {
        const count = countsByName.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Text span size="sm">
              {option.value}
            </Text>
            {count !== undefined && (
              <Text span size="xs" c="dimmed">
                {count} article{count === 1 ? '' : 's'}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
