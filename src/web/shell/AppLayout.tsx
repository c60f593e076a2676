// The frame of every page: header (profile, colour scheme), navigation, and a progress bar while loading.
import {
  AppShell,
  Burger,
  Group,
  NavLink,
  Progress,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useIsFetching } from '@tanstack/react-query';
import { Link, useLocation, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { navItems } from './nav-items';
import { ProfileSwitcher } from './ProfileSwitcher';

// The count of new breach events needs the events contract: loaded apart, so the entry stays small. If its
// code cannot be loaded, the navigation simply shows no count.
const NewBreachesNavBadge = lazy(() =>
  import('./NewBreachesNavBadge')
    .then((module) => ({ default: module.NewBreachesNavBadge }))
    .catch(() => ({ default: () => null })),
);

// The unseen count of the watchlists needs their contract: loaded apart for the same reason.
const WatchlistsNavBadge = lazy(() =>
  import('./WatchlistsNavBadge')
    .then((module) => ({ default: module.WatchlistsNavBadge }))
    .catch(() => ({ default: () => null })),
);

function LoadingBar() {
  const fetching = useIsFetching() > 0;
  const navigating = useRouterState({ select: (state) => state.status === 'pending' });
  if (!fetching && !navigating) return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      pos="absolute"
      bottom={0}
      left={0}
      right={0}
      aria-label="Loading"
    />
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  // Below the navbar's breakpoint a closed navigation is only moved out of the window: inert, its links
  // leave the tab order (keyboard users would otherwise tab through eight links they cannot see).
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            />
            <UnstyledButton component={Link} to="/" aria-label="Newsdeck home">
              <Group gap={8} wrap="nowrap">
                <img src="/favicon.svg" alt="" width={24} height={24} />
                {/* Below 576 px the name would push the profile switcher and the scheme toggle out of
                    the window; the logo stays the home link (its label says so). */}
                <Text fw={700} size="lg" visibleFrom="xs">
                  Newsdeck
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ProfileSwitcher />
            <ColorSchemeToggle />
          </Group>
        </Group>
        <LoadingBar />
      </AppShell.Header>

      <AppShell.Navbar p="xs" component="nav" aria-label="Pages" inert={!wide && !navOpened}>
        {navItems.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            // `/` is the start of every path: only the Overview itself marks it current.
            activeOptions={{ exact: item.to === '/' }}
            label={item.label}
            description={item.description}
            active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            onClick={closeNav}
            rightSection={
              item.to === '/breaches' ? (
                <Suspense fallback={null}>
                  <NewBreachesNavBadge hidden={pathname === item.to} />
                </Suspense>
              ) : item.to === '/watchlists' ? (
                <Suspense fallback={null}>
                  <WatchlistsNavBadge />
                </Suspense>
              ) : undefined
            }
          />
        ))}
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
