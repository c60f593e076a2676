// The card under a page's results showing the request behind them (JSON and curl, token masked), with an
// optional note on how the page uses it and, where the answer has one, the API's `user_input` echo: how it
// read the request, useful to spot an encoding or parsing surprise.
import { Card, Code, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { ApiRequest } from '../lib/api-client';
import { RequestView } from './RequestView';

export interface RequestEcho {
  /** The `user_input` of the last answer; undefined while none has arrived (or the request failed). */
  userInput: Readonly<Record<string, unknown>> | undefined;
  /** The request is still running. */
  loading: boolean;
}

export interface RequestCardProps {
  request: ApiRequest;
  /** A line on how the page uses the request, shown under the title. */
  description?: ReactNode;
  /** Where a direct call would go, when not the current profile's upstream (see RequestView). */
  baseUrl?: string;
  /** The answer's `user_input`, for operations whose answers carry one. */
  echo?: RequestEcho;
}

export function RequestCard({ request, description, baseUrl, echo }: RequestCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        Request
      </Title>
      {description !== undefined && (
        <Text size="sm" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      <Stack gap="md">
        <RequestView request={request} baseUrl={baseUrl} />
        {echo && <UserInputEcho {...echo} />}
      </Stack>
    </Card>
  );
}

function UserInputEcho({ userInput, loading }: RequestEcho) {
  const [showUnused, setShowUnused] = useState(false);
  const echo = userInput
    ? Object.fromEntries(
        Object.entries(userInput).filter(
          ([, value]) => showUnused || (value !== null && value !== undefined),
        ),
      )
    : undefined;
  return (
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
        <Code block aria-label="user_input echo" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
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
  );
}
