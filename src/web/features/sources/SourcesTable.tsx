// The sources table: logo, name, domain, rank, country, languages (when the answer lists them) and the
// week's articles, sortable by its headers, each row leading to the Authors page filtered to that source
// and, on local profiles, to the source's top authors.
import { Anchor, Avatar, Button, Group, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import { countryNames, languageNames } from '../../../contract/codes';
import type { ProfileId } from '../../../contract/profiles';
import { remoteImageUrl } from '../../components/ArticleThumbnail';
import { ExternalLinkIcon } from '../../components/icons';
import { WatchButton } from '../../components/WatchButton';
import { displayFlag } from '../../lib/country-flag';
import { safeUrl } from '../../lib/sanitize-html';
import { authorsSearchForSource } from './authors-link';
import { formatRank } from './rank-scale';
import type { SourceRow } from './source-rows';
import type { SortOrder, SourceSortKey } from './sources-search';
import { TopAuthorsPopover } from './TopAuthorsPopover';

const webProtocols = new Set(['http:', 'https:']);
const countFormat = new Intl.NumberFormat('en-US');

export interface SourcesTableProps {
  rows: readonly SourceRow[];
  sort: SourceSortKey;
  order: SortOrder;
  onSort: (key: SourceSortKey) => void;
  /** Show the Languages column: the answer lists each source's languages (the local service's extension). */
  showLanguages: boolean;
  /** The local profile whose extension answers "Top authors"; null on a public-API profile (no such button). */
  topAuthorsProfile: ProfileId | null;
}

interface SortableHeaderProps {
  column: SourceSortKey;
  sort: SourceSortKey;
  order: SortOrder;
  onSort: (key: SourceSortKey) => void;
  numeric?: boolean;
  children: ReactNode;
}

function SortableHeader({ column, sort, order, onSort, numeric = false, children }: SortableHeaderProps) {
  const active = column === sort;
  return (
    <Table.Th
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={numeric ? 'right' : undefined}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={600}
        fz="sm"
        style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      >
        {children}
        <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden="true">
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

function CountryCell({ code }: { code: string | null }) {
  if (!code)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  const flag = displayFlag(code);
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {flag && <span aria-hidden="true">{flag} </span>}
      <abbr title={countryNames[code] ?? code} style={{ textDecoration: 'none' }}>
        {code}
      </abbr>
    </Text>
  );
}

function LanguagesCell({ codes }: { codes: string[] | null }) {
  if (!codes || codes.length === 0)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text span size="sm">
      {codes.map((code, index) => (
        <span key={code}>
          {index > 0 && ', '}
          <abbr title={code} style={{ textDecoration: 'none' }}>
            {languageNames[code] ?? code}
          </abbr>
        </span>
      ))}
    </Text>
  );
}

interface SourceRowViewProps {
  row: SourceRow;
  showLanguages: boolean;
  topAuthorsProfile: ProfileId | null;
}

/** Memoised: re-sorting or a status change of the table re-renders only rows whose props changed. */
const SourceRowView = memo(function SourceRowView({
  row,
  showLanguages,
  topAuthorsProfile,
}: SourceRowViewProps) {
  const label = row.name ?? row.domain;
  const site = safeUrl(`https://${row.domain}`, undefined, webProtocols);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar
            // Decoration: the name beside it says the same.
            aria-hidden="true"
            // A logo on a host that cannot resolve (the demo outlets' .example) is not asked for: the
            // initials show, with no failed request.
            src={remoteImageUrl(row.logo)}
            name={label}
            color="initials"
            size={30}
            radius="sm"
            alt=""
            imageProps={{ loading: 'lazy', referrerPolicy: 'no-referrer' }}
          />
          <Text size="sm" fw={500}>
            {row.name ?? (
              <Text span c="dimmed" size="sm">
                No name given
              </Text>
            )}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        {site ? (
          <Anchor
            href={site}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ whiteSpace: 'nowrap' }}
          >
            {row.domain} <ExternalLinkIcon size={12} aria-hidden="true" />
          </Anchor>
        ) : (
          <Text size="sm">{row.domain}</Text>
        )}
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {row.rank === null ? (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        ) : (
          formatRank(row.rank)
        )}
      </Table.Td>
      <Table.Td>
        <CountryCell code={row.country} />
      </Table.Td>
      {showLanguages && (
        <Table.Td>
          <LanguagesCell codes={row.languages} />
        </Table.Td>
      )}
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {row.articles7d === null ? (
          <Text span c="dimmed" size="sm">
            —
          </Text>
        ) : (
          countFormat.format(row.articles7d)
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/authors" search={authorsSearchForSource(row.domain)} />
            )}
            size="compact-xs"
            variant="light"
            aria-label={`Authors writing for ${label}`}
          >
            Authors
          </Button>
          {topAuthorsProfile && (
            <TopAuthorsPopover profile={topAuthorsProfile} domain={row.domain} label={label} />
          )}
          <WatchButton
            rule={{ kind: 'source', domain: row.domain }}
            label={`Watch ${label}`}
            size="compact-xs"
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * Rows of the table's first render, about a screenful: the rest of the page follows in a deferred render
 * (yielding to input), so the first rows do not wait for a page of rows with their buttons and popovers.
 */
const firstRenderRows = 10;

export function SourcesTable({
  rows: allRows,
  sort,
  order,
  onSort,
  showLanguages,
  topAuthorsProfile,
}: SourcesTableProps) {
  const header = { sort, order, onSort };
  const rows = useDeferredValue(allRows, allRows.slice(0, firstRenderRows));
  return (
    <Table.ScrollContainer minWidth={showLanguages ? 920 : 760}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Sources">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="name" {...header}>
              Name
            </SortableHeader>
            <SortableHeader column="domain" {...header}>
              Domain
            </SortableHeader>
            <SortableHeader column="rank" numeric {...header}>
              Rank
            </SortableHeader>
            <SortableHeader column="country" {...header}>
              Country
            </SortableHeader>
            {showLanguages && (
              <Table.Th>
                <Text span size="sm" fw={600}>
                  Languages
                </Text>
              </Table.Th>
            )}
            <SortableHeader column="articles_7d" numeric {...header}>
              Articles, 7 days
            </SortableHeader>
            <Table.Th>
              <Text span size="sm" fw={600}>
                Authors
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <SourceRowView
              key={row.domain}
              row={row}
              showLanguages={showLanguages}
              topAuthorsProfile={topAuthorsProfile}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function SourcesTableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading sources">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" py={8} wrap="nowrap">
          <Skeleton height={30} width={30} radius="sm" />
          <Skeleton height={12} width="25%" />
          <Skeleton height={12} width="20%" />
          <Skeleton height={12} width="10%" />
          <Skeleton height={12} width="8%" />
          <Skeleton height={12} width="8%" />
        </Group>
      ))}
    </div>
  );
}
