// The request behind a view, as JSON and as a curl line, ready to copy; the token is always masked.
import { ActionIcon, Code, CopyButton, Group, Paper, Tabs, Text, Tooltip } from '@mantine/core';
import { operationOf, type ApiRequest } from '../lib/api-client';
import { upstreamBaseUrl, useCurrentProfileDetails } from '../lib/profile';
import { renderCurl, renderRequestJson } from '../lib/request-rendering';
import { CheckIcon, CopyIcon } from './icons';

export interface RequestViewProps {
  request: ApiRequest;
  /**
   * Where a direct call would go. Default: the upstream of the current profile for the request's operation
   * (this origin for the local service, the public base for the public profile).
   */
  baseUrl?: string;
}

function CopyAction({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label}>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
            {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

export function RequestView({ request, baseUrl: givenBaseUrl }: RequestViewProps) {
  const profile = useCurrentProfileDetails();
  const baseUrl =
    givenBaseUrl ?? upstreamBaseUrl(profile?.kind, operationOf(request).base, window.location.origin);
  const curl = renderCurl(request, baseUrl);
  const json = renderRequestJson(request, baseUrl);
  return (
    <Paper p="sm">
      <Tabs defaultValue="curl" keepMounted={false}>
        <Group justify="space-between" wrap="nowrap">
          <Tabs.List>
            <Tabs.Tab value="curl">curl</Tabs.Tab>
            <Tabs.Tab value="json">JSON</Tabs.Tab>
          </Tabs.List>
          <Text size="xs" c="dimmed">
            Your API key goes where the token is masked (****).
          </Text>
        </Group>
        <Tabs.Panel value="curl" pt="xs">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Code
              block
              style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
              aria-label="Request as curl"
            >
              {curl}
            </Code>
            <CopyAction value={curl} label="Copy curl command" />
          </Group>
        </Tabs.Panel>
        <Tabs.Panel value="json" pt="xs">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Code
              block
              style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
              aria-label="Request as JSON"
            >
              {json}
            </Code>
            <CopyAction value={json} label="Copy request JSON" />
          </Group>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
