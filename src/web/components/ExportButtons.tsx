// Downloads of what a card shows: CSV of chosen columns, JSON of the rows as they came.
import { Button, Group } from '@mantine/core';
import { toCsv } from '../lib/csv';
import type { CsvColumn } from '../lib/csv';
import { downloadTextFile, timestampedFileName } from '../lib/download';
import { DownloadIcon } from './icons';

export interface ExportButtonsProps<Row> {
  rows: readonly Row[];
  /** Columns of the CSV file; the JSON file holds the rows whole. */
  columns: readonly CsvColumn<Row>[];
  /** File name without date and extension, e.g. `newsdeck-lookup`. */
  fileBaseName: string;
  /** Used in the buttons' accessible names, e.g. "articles". */
  what?: string;
}

export function ExportButtons<Row>({ rows, columns, fileBaseName, what = 'rows' }: ExportButtonsProps<Row>) {
  const empty = rows.length === 0;
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<DownloadIcon size={14} />}
        disabled={empty}
        aria-label={`Export ${what} as CSV`}
        // A byte-order mark makes spreadsheet apps read the file as UTF-8.
        onClick={() =>
          downloadTextFile(
            timestampedFileName(fileBaseName, 'csv'),
            'text/csv',
            `\uFEFF${toCsv(rows, columns)}`,
          )
        }
      >
        CSV
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<DownloadIcon size={14} />}
        disabled={empty}
        aria-label={`Export ${what} as JSON`}
        onClick={() =>
          downloadTextFile(
            timestampedFileName(fileBaseName, 'json'),
            'application/json',
            `${JSON.stringify(rows, null, 2)}\n`,
          )
        }
      >
        JSON
      </Button>
    </Group>
  );
}
