// What a page's place in the shell holds while its code and first data load: the shell (header and menu)
// paints at once instead of waiting for the page's chunk, so first paint needs the entry files only.
import { Text } from '@mantine/core';

export function RoutePending() {
  return (
    <Text role="status" c="dimmed" size="sm">
      Loading…
    </Text>
  );
}
