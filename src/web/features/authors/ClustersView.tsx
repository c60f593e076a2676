// Clustered results (clustering_enabled): each cluster of similar articles as a card with its articles.
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Article } from '../../../contract/article';
import type { Cluster } from '../../../contract/authors';
import { DateTime } from '../../components/DateTime';
import { articleSourceName } from '../../lib/article-fields';

const shownPerCluster = 5;

export interface ClustersViewProps {
  clusters: readonly Cluster[];
  onOpen: (article: Article) => void;
}

export function ClustersView({ clusters, onOpen }: ClustersViewProps) {
  const ordered = [...clusters].sort((a, b) => b.cluster_size - a.cluster_size);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" role="list" aria-label="Clusters">
      {ordered.map((cluster, index) => (
        <ClusterCard key={cluster.cluster_id} cluster={cluster} position={index + 1} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}

function ClusterCard({
  cluster,
  position,
  onOpen,
}: {
  cluster: Cluster;
  position: number;
  onOpen: (article: Article) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? cluster.articles : cluster.articles.slice(0, shownPerCluster);
  const label = `Cluster ${position}`;
  return (
    <Card role="listitem" aria-label={label} padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{label}</Text>
        <Badge variant="light">
          {cluster.cluster_size} article{cluster.cluster_size === 1 ? '' : 's'}
        </Badge>
      </Group>
      <Stack gap={6}>
        {shown.map((article) => (
          <div key={article.id}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={500}
              ta="left"
              onClick={() => onOpen(article)}
              style={{ overflowWrap: 'anywhere' }}
            >
              {article.title}
            </Anchor>
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {articleSourceName(article)} ·
              </Text>
              <DateTime
                size="xs"
                c="dimmed"
                value={article.published_date}
                precision={article.published_date_precision}
              />
            </Group>
          </div>
        ))}
      </Stack>
      {cluster.articles.length > shownPerCluster && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${cluster.articles.length}`}
        </Button>
      )}
    </Card>
  );
}
