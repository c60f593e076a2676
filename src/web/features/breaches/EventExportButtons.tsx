// CSV and JSON downloads of the events listed. The page's answer may leave the attached articles out
// (breaches-search.ts, attachesArticles): the export then asks for the full answer first, so the files hold
// what they always held.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { BreachEvent } from '../../../contract/events';
import { DownloadIcon } from '../../components/icons';
import { describeError } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
import { downloadTextFile, timestampedFileName } from '../../lib/download';
import { breachCsvColumns } from './event-csv';
import { haveAttachedArticles } from './event-export';

const fileBaseName = 'newsdeck-breaches';

export interface EventExportButtonsProps {
  events: readonly BreachEvent[];
  /** The listed events with their attached articles (a request when the page's answer left them out). */
  loadFull: (listed: readonly BreachEvent[]) => Promise<readonly BreachEvent[]>;
}

type Format = 'csv' | 'json';

export function EventExportButtons({ events, loadFull }: EventExportButtonsProps) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const empty = events.length === 0;

  const download = async (format: Format) => {
    setFailure(null);
    let rows = events;
    if (!haveAttachedArticles(events)) {
      setBusy(format);
      try {
        rows = await loadFull(events);
      } catch (error) {
        setFailure(describeError(error).message);
        return;
      } finally {
        setBusy(null);
      }
    }
    if (format === 'csv')
      // A byte-order mark makes spreadsheet apps read the file as UTF-8.
      downloadTextFile(
        timestampedFileName(fileBaseName, 'csv'),
        'text/csv',
        `\uFEFF${toCsv(rows, breachCsvColumns)}`,
      );
    else
      downloadTextFile(
        timestampedFileName(fileBaseName, 'json'),
        'application/json',
        `${JSON.stringify(rows, null, 2)}\n`,
      );
  };

  return (
    <Group gap="xs">
      {failure && (
        <Text size="xs" c="red" role="alert">
          Export failed: {failure}
        </Text>
      )}
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          leftSection={<DownloadIcon size={14} />}
          disabled={empty || (busy !== null && busy !== format)}
          loading={busy === format}
          aria-label={`Export events as ${format.toUpperCase()}`}
          onClick={() => void download(format)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
