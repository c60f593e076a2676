// The request behind the results (JSON and curl, token masked) and the API's `user_input` echo: how it
// read the request, useful to spot an encoding or parsing surprise.
import { Card, Code, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AuthorsUserInput } from '../../../contract/authors';
import { RequestView } from '../../components/RequestView';
import type { ApiRequest } from '../../lib/api-client';

export interface RequestCardProps {
  request: ApiRequest;
  /** The echo of the last answer; undefined while none has arrived (or the request failed). */
  userInput: AuthorsUserInput | undefined;
  loading: boolean;
}

export function RequestCard({ request, userInput, loading }: RequestCardProps) {
  const [showUnused, setShowUnused] = useState(false);
  const echo = userInput
    ? Object.fromEntries(
        Object.entries(userInput).filter(
          ([, value]) => showUnused || (value !== null && value !== undefined),
        ),
      )
    : undefined;

  return (
    <Card component="section" aria-labelledby="authors-request-title">
      <Title order={2} size="h4" mb="sm" id="authors-request-title">
        Request
      </Title>
      <Stack gap="md">
        <RequestView request={request} />
        <div>
          <Group justify="space-between" mb={6}>
            <div>
              <Text fw={600} size="sm">
                How the API read it
              </Text>
              <Text size="xs" c="dimmed">
                The <Code>user_input</Code> echo of the answer.
              </Text>
            </div>
            <Switch
              size="xs"
              label="Show unused keys"
              checked={showUnused}
              onChange={(event) => setShowUnused(event.currentTarget.checked)}
            />
          </Group>
          {echo ? (
            <Code
              block
              aria-label="user_input echo"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {JSON.stringify(echo, null, 2)}
            </Code>
          ) : loading ? (
            <Skeleton height={80} />
          ) : (
            <Text size="sm" c="dimmed">
              No answer to show: the request failed.
            </Text>
          )}
        </div>
      </Stack>
    </Card>
  );
}
