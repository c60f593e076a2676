import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPanel } from '../shell/NotBuiltYetPanel';

export const Route = createFileRoute('/authors')({
  component: () => (
    <NotBuiltYetPanel
      title="Authors"
      purpose="Search the articles of one author with filters (language, country, sources, dates, sentiment and more), sort and page through them, and export what you see."
    />
  ),
});
