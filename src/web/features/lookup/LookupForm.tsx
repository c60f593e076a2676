// The lookup form: pasted links or ids (a draft until submitted), method and page size (in the URL at once).
import { Button, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { MethodRadio } from '../../components/MethodRadio';
import type { HttpMethod } from '../../lib/api-client';
import { checkLookupInput, parseLookupInput, textareaRows } from './lookup-input';
import { pageSizeOptions } from './lookup-search';

export interface LookupFormProps {
  /** The values of the lookup on screen, one per line. */
  initialText: string;
  method: HttpMethod;
  pageSize: number;
  busy: boolean;
  onLookup: (kind: 'ids' | 'links', values: string[]) => void;
  onMethodChange: (method: HttpMethod) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function LookupForm(props: LookupFormProps) {
  const { initialText, method, pageSize, busy, onLookup, onMethodChange, onPageSizeChange } = props;
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseLookupInput(text);
  const counted = parsed.ids.length + parsed.links.length;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkLookupInput(parsed);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    onLookup(check.kind, check.values);
  }

  function submitOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  const sizes = pageSizeOptions.includes(pageSize as (typeof pageSizeOptions)[number])
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <form onSubmit={submit} noValidate aria-label="Article lookup">
      <Stack gap="sm">
        <Textarea
          label="Links or ids"
          description="One per line, or comma-separated. A lookup takes either links or ids, not both. Ctrl+Enter looks them up."
          placeholder={'https://news.example/2026/11/story\nhttps://other.example/article'}
          // Rows from the line count, not autosize: autosize re-measures the layout on every render.
          rows={textareaRows(text)}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={submitOnModEnter}
          error={error}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          styles={{
            input: {
              fontFamily: 'var(--mantine-font-family-monospace)',
              fontSize: 'var(--mantine-font-size-sm)',
            },
          }}
        />
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <MethodRadio value={method} onChange={onMethodChange} />
            <NativeSelect
              label="Page size"
              value={String(pageSize)}
              data={sizes.map((size) => String(size))}
              onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
              w={110}
            />
          </Group>
          <Group gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {counted === 0
                ? 'Nothing pasted yet'
                : `${parsed.links.length} link${parsed.links.length === 1 ? '' : 's'}, ${parsed.ids.length} id${parsed.ids.length === 1 ? '' : 's'}`}
            </Text>
            <Button type="submit" loading={busy}>
              Look up
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
