// The honest placeholder of a page whose issue is still open.
import { Alert, Stack, Text, Title } from '@mantine/core';

export interface NotBuiltYetPanelProps {
  title: string;
  /** What the page will offer once built. */
  purpose: string;
}

export function NotBuiltYetPanel({ title, purpose }: NotBuiltYetPanelProps) {
  return (
    <Stack maw={720}>
      <Title order={1}>{title}</Title>
      <Alert variant="light" color="gray" title="This page is not built yet">
        <Text size="sm">{purpose}</Text>
        <Text size="sm" mt="xs">
          It is being built in its own issue. Until then, nothing on this page works; the Lookup page does.
        </Text>
      </Alert>
    </Stack>
  );
}
