// A chart in its own card with the four states every data card has: loading (skeleton), error (with retry),
// empty (what is missing and why) and ready, where the lazily loaded chart gets a skeleton until it arrives
// and a failure of its own is caught here so one chart cannot blank the page.
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Component, Suspense, useId } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorPanel } from './ErrorPanel';
import { AlertIcon } from './icons';
import { retryFailedChartLoads } from './LazyCharts';

export type ChartCardState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry?: () => void; retrying?: boolean }
  | { status: 'empty'; title: string; description?: ReactNode; action?: ReactNode }
  | { status: 'ready' };

export interface ChartCardProps {
  title: string;
  /** A line under the title, e.g. what the chart counts. */
  description?: ReactNode;
  state: ChartCardState;
  /** Height of the chart, kept by every state so the layout does not jump. */
  height: number;
  /** Controls in the card header, e.g. a day/week switch. */
  controls?: ReactNode;
  /** The chart, rendered only when the state is ready. */
  children: ReactNode;
}

export function ChartCard({ title, description, state, height, controls, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {controls}
      </Group>
      <ChartCardBody state={state} height={height}>
        {children}
      </ChartCardBody>
    </Card>
  );
}

function ChartCardBody({ state, height, children }: Pick<ChartCardProps, 'state' | 'height' | 'children'>) {
  switch (state.status) {
    case 'loading':
      return <Skeleton height={height} aria-label={`Loading chart`} />;
    case 'error':
      return <ErrorPanel error={state.error} onRetry={state.onRetry} retrying={state.retrying} />;
    case 'empty':
      return (
        <Stack mih={height} justify="center">
          <EmptyState title={state.title} description={state.description} action={state.action} />
        </Stack>
      );
    case 'ready':
      return (
        <ChartBoundary height={height}>
          <Suspense fallback={<Skeleton height={height} aria-label="Loading chart" />}>
            <div style={{ minHeight: height }}>{children}</div>
          </Suspense>
        </ChartBoundary>
      );
  }
}

interface ChartBoundaryState {
  failed: boolean;
}

/** Catches a chart that failed to load or to render; its retry loads the chart code again. */
class ChartBoundary extends Component<{ height: number; children: ReactNode }, ChartBoundaryState> {
  override state: ChartBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChartBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept visible for whoever debugs it; the card itself explains the failure to the user.
    console.warn('Chart failed', error, info.componentStack);
  }

  private retry = () => {
    retryFailedChartLoads();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack mih={this.props.height} justify="center">
        <Alert
          color="red"
          variant="light"
          icon={<AlertIcon />}
          title="This chart could not be shown"
          role="alert"
        >
          <Text size="sm">
            Its code did not load or it failed to draw. The rest of the page is unaffected.
          </Text>
          <Group mt="sm">
            <Button size="xs" variant="white" color="red" onClick={this.retry}>
              Retry
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }
}
