// The shared "nothing here" panel: what is empty and, when useful, what to do about it.
import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchOffIcon } from './icons';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** An action such as a button that changes the query. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function EmptyState({
  title,
  description,
  action,
  icon = <SearchOffIcon size={28} />,
}: EmptyStateProps) {
  return (
    <MantineEmptyState title={title} description={description} icon={icon} withIndicatorBackground py="xl">
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
