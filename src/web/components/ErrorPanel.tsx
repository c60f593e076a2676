// A failed request explained in plain language, inside the card that failed, with a retry.
import { Alert, Button, Group, Text } from '@mantine/core';
import { ApiError, describeError } from '../lib/api-error';
import { AlertIcon } from './icons';

export interface ErrorPanelProps {
  error: unknown;
  /** Offered when a retry may help (not for requests that would fail the same way again). */
  onRetry?: () => void;
  /** Overrides the title derived from the error. */
  title?: string;
  /** Shown while the retry is in flight. */
  retrying?: boolean;
}

export function ErrorPanel({ error, onRetry, title, retrying = false }: ErrorPanelProps) {
  const description = describeError(error);
  const details =
    error instanceof ApiError
      ? [
          error.status > 0 ? `HTTP ${error.status}` : null,
          error.code,
          error.param ? `parameter: ${error.param}` : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : null;
  return (
    <Alert color="red" variant="light" title={title ?? description.title} icon={<AlertIcon />} role="alert">
      <Text size="sm">{description.message}</Text>
      {details && (
        <Text size="xs" c="dimmed" mt={4} ff="monospace">
          {details}
        </Text>
      )}
      {description.reload ? (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
            Reload page
          </Button>
        </Group>
      ) : (
        onRetry && (
          <Group mt="sm">
            <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
              {description.retryable ? 'Retry' : 'Try again'}
            </Button>
          </Group>
        )
      )}
    </Alert>
  );
}
