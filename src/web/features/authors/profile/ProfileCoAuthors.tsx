// Who the author writes with, each name a link to that author's profile over the same window.
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ChartCard } from '../../../components/ChartCard';
import { DateTime } from '../../../components/DateTime';
import type { AuthorsSearch } from '../authors-search';
import type { ProfileAggregates } from './aggregate';
import { profileCardState } from './card-state';
import { formatCount, formatShare } from './profile-format';

export interface ProfileCoAuthorsProps {
  aggregates: ProfileAggregates | null;
  /** The articles the aggregates were computed from. */
  articleCount: number;
  /** The Authors page's search params of a co-author's profile. */
  profileSearchOf: (authorName: string) => Partial<AuthorsSearch>;
}

export function ProfileCoAuthors({ aggregates, articleCount, profileSearchOf }: ProfileCoAuthorsProps) {
  const authorship = aggregates?.coAuthorship;
  return (
    <ChartCard
      title="Co-authors"
      description={
        authorship && articleCount > 0
          ? `Names sharing the byline; ${formatShare(authorship.sharedArticles / articleCount)} of the articles are co-written`
          : 'Names sharing the byline'
      }
      state={profileCardState({
        ready: authorship !== undefined,
        empty:
          authorship && authorship.coAuthors.length === 0
            ? { title: 'No co-authors', description: 'Every article in the window carries this name alone.' }
            : null,
      })}
      height={200}
    >
      {authorship && (
        <>
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label="Co-authors" verticalSpacing={4} highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Co-author</Table.Th>
                  <Table.Th ta="right">Articles together</Table.Th>
                  <Table.Th ta="right">Latest together</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {authorship.coAuthors.map((coAuthor) => (
                  <Table.Tr key={coAuthor.name}>
                    <Table.Td>
                      <Anchor
                        size="sm"
                        renderRoot={(props) => (
                          <Link {...props} to="/authors" search={profileSearchOf(coAuthor.name)} />
                        )}
                        aria-label={`Profile of ${coAuthor.name}`}
                      >
                        {coAuthor.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCount(coAuthor.articles)}
                    </Table.Td>
                    <Table.Td ta="right">
                      <DateTime value={coAuthor.lastTogether} size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {authorship.moreCoAuthors > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              {`and ${formatCount(authorship.moreCoAuthors)} more with fewer shared articles`}
            </Text>
          )}
        </>
      )}
    </ChartCard>
  );
}
