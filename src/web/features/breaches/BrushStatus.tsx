// The brushed days in words, with the way back to every event: shown under the timeline and over the list.
import { Button, Group, Text } from '@mantine/core';
import type { DayRange } from './event-stats';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** "Narrowed to 3 Nov 2026 – 9 Nov 2026" with a way back to every event. */
export function BrushStatus({ brush, onClear }: { brush: DayRange; onClear: () => void }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        Narrowed to{' '}
        <Text span fw={600}>
          {brush.from === brush.to
            ? formatDay(brush.from)
            : `${formatDay(brush.from)} – ${formatDay(brush.to)}`}
        </Text>{' '}
        (UTC days)
      </Text>
      <Button size="compact-xs" variant="light" onClick={onClear}>
        Clear brush
      </Button>
    </Group>
  );
}
