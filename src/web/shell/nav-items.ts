// The pages of the app, in navigation order.

export interface NavItem {
  to: '/' | '/lookup' | '/authors' | '/sources' | '/breaches' | '/watchlists' | '/plans' | '/api-reference';
  label: string;
  description: string;
}

export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Overview', description: 'What the store holds' },
  { to: '/lookup', label: 'Lookup', description: 'Articles by link or id' },
  { to: '/authors', label: 'Authors', description: "An author's articles" },
  { to: '/sources', label: 'Sources', description: 'News sources explorer' },
  { to: '/breaches', label: 'Breaches', description: 'Data-breach timeline' },
  { to: '/watchlists', label: 'Watchlists', description: 'What you follow, and feeds' },
  { to: '/plans', label: 'Plans', description: 'What each plan offers' },
  { to: '/api-reference', label: 'API reference', description: 'The local service, OpenAPI' },
];
