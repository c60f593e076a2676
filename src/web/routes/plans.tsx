import { createFileRoute } from '@tanstack/react-router';
import { NotBuiltYetPanel } from '../shell/NotBuiltYetPanel';

export const Route = createFileRoute('/plans')({
  component: () => (
    <NotBuiltYetPanel
      title="Plans"
      purpose="What each profile's plan includes: the NLP layer, IPTC tags, source limits, concurrency and history."
    />
  ),
});
