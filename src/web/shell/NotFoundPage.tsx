// What the router shows for an address that is no page of the app.
import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { EmptyState } from '../components/EmptyState';

export function NotFoundPage() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack maw={640} mx="auto" mt="xl">
      <Title order={1}>Page not found</Title>
      <EmptyState
        title="There is no page at this address"
        description={
          <Text component="span" size="sm">
            Nothing lives at <Code>{pathname}</Code>. Check the link, or start from one of the pages in the
            menu.
          </Text>
        }
        action={
          <Button component={Link} to="/">
            Go to the Overview
          </Button>
        }
      />
    </Stack>
  );
}
