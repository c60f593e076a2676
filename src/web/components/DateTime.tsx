// A timestamp from the interface shown in the user's time zone; the UTC value on hover.
import { Text, Tooltip } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import { formatLocalDate, formatUtcDate, parseApiDate } from '../lib/dates';

export interface DateTimeProps extends Omit<TextProps, 'children'> {
  /** `YYYY-MM-DD HH:MM:SS` in UTC, as the interface sends dates. */
  value: string | null | undefined;
  /** `published_date_precision`: `date` hides the (unknown) time. */
  precision?: string | null;
  /** Shown when there is no date. */
  fallback?: string;
}

export function DateTime({ value, precision, fallback = 'No date', ...textProps }: DateTimeProps) {
  const date = parseApiDate(value);
  if (!date) {
    return (
      <Text component="span" c="dimmed" {...textProps}>
        {value || fallback}
      </Text>
    );
  }
  const utc = formatUtcDate(date, precision);
  return (
    <Tooltip label={utc}>
      <Text component="time" dateTime={date.toISOString()} {...textProps}>
        {formatLocalDate(date, { precision })}
      </Text>
    </Tooltip>
  );
}
