// Saved searches of this browser: save the search on screen under a name, open or delete a saved one.
import { ActionIcon, Anchor, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BookmarkIcon, TrashIcon } from '../../components/icons';
import { useStoredValue } from '../../lib/stored-value';
import type { AuthorsSearch } from './authors-search';
import {
  describeSearch,
  savedSearchesStore,
  searchOfSaved,
  withSavedSearch,
  withoutSavedSearch,
} from './saved-searches';

export interface SavedSearchesMenuProps {
  /** The search on screen; saving is offered once it names an author. */
  search: AuthorsSearch;
  onOpen: (search: AuthorsSearch) => void;
}

export function SavedSearchesMenu({ search, onOpen }: SavedSearchesMenuProps) {
  const saved = useStoredValue(savedSearchesStore);
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const canSave = search.author_name !== undefined;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    savedSearchesStore.set(withSavedSearch(saved, name, search));
    setName('');
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<BookmarkIcon size={14} />}
          onClick={() => setOpened((open) => !open)}
        >
          Saved searches{saved.length > 0 ? ` (${saved.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <form onSubmit={save} aria-label="Save this search">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                size="xs"
                label="Save this search as"
                placeholder={canSave ? describeSearch(search) : 'Search for an author first'}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                disabled={!canSave}
              />
              <Button type="submit" size="xs" disabled={!canSave}>
                Save
              </Button>
            </Group>
          </form>
          {saved.length === 0 ? (
            <Text size="sm" c="dimmed">
              No saved searches yet. They are kept in this browser only.
            </Text>
          ) : (
            <Stack
              gap={4}
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Saved searches"
            >
              {saved.map((entry) => (
                <Group key={entry.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    ta="left"
                    lineClamp={1}
                    onClick={() => {
                      onOpen(searchOfSaved(entry));
                      setOpened(false);
                    }}
                  >
                    {entry.name}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`Delete saved search ${entry.name}`}
                    onClick={() => savedSearchesStore.set(withoutSavedSearch(saved, entry.id))}
                  >
                    <TrashIcon size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
