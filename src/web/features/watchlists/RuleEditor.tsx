// The "Add a rule" form of an open watchlist: choose the kind, fill its fields, add.
import { Button, MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { dataTypes } from '../../../contract/events';
import type { DataType } from '../../../contract/events';
import type { WatchRule, WatchRuleKind } from '../../../contract/watchlists';
import { describeError } from '../../lib/api-error';
import { emptyRuleDraft, readRuleDraft } from './rule-draft';
import type { RuleDraft } from './rule-draft';

export interface RuleEditorProps {
  busy: boolean;
  error: unknown;
  /** Adds the rule; `done` is called once it is saved, to clear the form. */
  onAdd: (rule: WatchRule, done: () => void) => void;
  /** The form's title and button (default "Add a rule", "Add rule"). */
  title?: string;
  submitLabel?: string;
}

const kindLabels: Record<WatchRuleKind, string> = { author: 'Author', source: 'Source', breach: 'Breaches' };

export function RuleEditor({
  busy,
  error,
  onAdd,
  title = 'Add a rule',
  submitLabel = 'Add rule',
}: RuleEditorProps) {
  const [draft, setDraft] = useState<RuleDraft>(emptyRuleDraft);
  const [problem, setProblem] = useState<{ field: keyof RuleDraft; message: string } | null>(null);
  const set = (update: Partial<RuleDraft>) => {
    setDraft((previous) => ({ ...previous, ...update }));
    setProblem(null);
  };
  const errorOf = (field: keyof RuleDraft) => (problem?.field === field ? problem.message : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reading = readRuleDraft(draft);
    if (!reading.ok) {
      setProblem(reading);
      return;
    }
    onAdd(reading.rule, () => setDraft({ ...emptyRuleDraft, kind: draft.kind }));
  }

  return (
    <form onSubmit={submit} aria-label={title} noValidate>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <SegmentedControl
          aria-label="Kind of rule"
          value={draft.kind}
          onChange={(kind) => set({ kind: kind as WatchRuleKind })}
          data={(Object.keys(kindLabels) as WatchRuleKind[]).map((kind) => ({
            value: kind,
            label: kindLabels[kind],
          }))}
        />
        {draft.kind === 'author' && (
          <TextInput
            label="Author"
            description="A name, or a link of the Authors page: its filters come along."
            value={draft.author}
            onChange={(event) => set({ author: event.currentTarget.value })}
            error={errorOf('author')}
          />
        )}
        {draft.kind === 'source' && (
          <TextInput
            label="Source domain"
            description="Every new article of the source, such as example.com."
            value={draft.domain}
            onChange={(event) => set({ domain: event.currentTarget.value })}
            error={errorOf('domain')}
          />
        )}
        {draft.kind === 'breach' && (
          <>
            <Text size="xs" c="dimmed">
              An event matches when it fits every list you fill in, and any entry within a list. Separate
              entries with commas.
            </Text>
            <TextInput
              label="Companies"
              value={draft.companies}
              onChange={(event) => set({ companies: event.currentTarget.value })}
              error={errorOf('companies')}
            />
            <MultiSelect
              label="Data types"
              data={[...dataTypes]}
              value={draft.dataTypes}
              onChange={(values) => set({ dataTypes: values as DataType[] })}
              clearable
            />
            <TextInput
              label="Impacted"
              description="Words of the impacted groups, such as patients."
              value={draft.impacted}
              onChange={(event) => set({ impacted: event.currentTarget.value })}
              error={errorOf('impacted')}
            />
            <TextInput
              label="Words"
              description="Words of the event's title or summary."
              value={draft.words}
              onChange={(event) => set({ words: event.currentTarget.value })}
              error={errorOf('words')}
            />
          </>
        )}
        {error !== null && error !== undefined && (
          <Text size="sm" c="red" role="alert">
            {describeError(error).message}
          </Text>
        )}
        <div>
          <Button type="submit" size="xs" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
