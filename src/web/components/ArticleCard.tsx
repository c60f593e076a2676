// One article in a result list: thumbnail, title (opens the full article), source, authors, date, summary.
import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { ReactNode } from 'react';
import type { Article } from '../../contract';
import { articleAuthors, articleSourceName } from '../lib/article-fields';
import { htmlToPlainText } from '../lib/sanitize-html';
import { ArticleThumbnail } from './ArticleThumbnail';
import { ArticleTitleButton } from './ArticleTitleButton';
import { DateTime } from './DateTime';

export interface ArticleCardProps {
  article: Article;
  onOpen: (article: Article) => void;
  /** Extra badges for the page's context, e.g. a relevance score. */
  extra?: ReactNode;
}

/** Memoised: a list re-rendered for its status (fetching, paging) leaves unchanged cards alone. */
export const ArticleCard = memo(function ArticleCard({ article, onOpen, extra }: ArticleCardProps) {
  const authors = articleAuthors(article);
  const description = article.description ? htmlToPlainText(article.description) : '';
  return (
    <Card component="article" aria-label={article.title}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ArticleThumbnail src={article.media} width={112} height={84} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <ArticleTitleButton article={article} onOpen={onOpen} />
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {articleSourceName(article)}
            </Text>
            <Text size="sm" c="dimmed">
              ·
            </Text>
            <DateTime
              size="sm"
              c="dimmed"
              value={article.published_date}
              precision={article.published_date_precision}
            />
            {article.language && (
              <Badge size="xs" variant="light" color="gray">
                {article.language}
              </Badge>
            )}
            {article.is_opinion && (
              <Badge size="xs" variant="light" color="grape">
                Opinion
              </Badge>
            )}
            {extra}
          </Group>
          {authors.length > 0 && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              By {authors.join(', ')}
            </Text>
          )}
          {description && (
            <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {description}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
});

export function ArticleCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Skeleton width={112} height={84} radius="sm" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="70%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={12} width="90%" />
          <Skeleton height={12} width="80%" />
        </Stack>
      </Group>
    </Card>
  );
}
