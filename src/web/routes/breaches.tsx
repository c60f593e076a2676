import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPanel } from '../shell/NotBuiltYetPanel';

export const Route = createFileRoute('/breaches')({
  component: () => (
    <NotBuiltYetPanel
      title="Breaches"
      purpose="A timeline of data-breach events extracted from news articles, filterable by company, data type and date."
    />
  ),
});
