import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPanel } from '../shell/NotBuiltYetPanel';

export const Route = createFileRoute('/sources')({
  component: () => (
    <NotBuiltYetPanel
      title="Sources"
      purpose="Explore news sources by language, country, rank or name, and the predefined top lists per country."
    />
  ),
});
