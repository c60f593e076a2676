import { createFileRoute, redirect } from '@tanstack/react-router';

// Lookup is the first page; `/` sends there so that every page has one address.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/lookup', replace: true });
  },
});
