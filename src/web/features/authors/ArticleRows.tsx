// The author's articles as a virtualized list: only the rows in view (and a few around) are in the DOM,
// so a page of 1000 articles scrolls as smoothly as a page of 10.
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import type { Article } from '../../../contract/article';
import { ArticleThumbnail } from '../../components/ArticleThumbnail';
import { ArticleTitleButton } from '../../components/ArticleTitleButton';
import { DateTime } from '../../components/DateTime';
import { articleAuthors, articleSourceName, countryLabel, languageLabel } from '../../lib/article-fields';

const estimatedRowHeight = 112;
const listMaxHeight = 720;
const numberFormat = new Intl.NumberFormat();

export interface ArticleRowsProps {
  articles: readonly Article[];
  onOpen: (article: Article) => void;
  /** Accessible name of the list. */
  label: string;
}

export function ArticleRows({ articles, onOpen, label }: ArticleRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: articles.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 6,
    getItemKey: (index) => articles[index]?.id ?? index,
  });
  const height = Math.min(listMaxHeight, articles.length * estimatedRowHeight + 2);

  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label={label}
      tabIndex={0}
      style={{ height, overflowY: 'auto', contain: 'strict', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const article = articles[item.index];
          if (!article) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-posinset={item.index + 1}
              aria-setsize={articles.length}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <ArticleRow article={article} onOpen={onOpen} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

const ArticleRow = memo(function ArticleRow({
  article,
  onOpen,
}: {
  article: Article;
  onOpen: (article: Article) => void;
}) {
  const authors = articleAuthors(article);
  return (
    <Group
      component="article"
      aria-label={article.title}
      align="flex-start"
      wrap="nowrap"
      gap="md"
      py="sm"
      px="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <ArticleThumbnail src={article.media} width={96} height={72} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <ArticleTitleButton article={article} onOpen={onOpen} lineClamp={2} />
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {articleSourceName(article)}
          </Text>
          <Tooltip label="Source rank: lower is more popular; unranked sources have 999999">
            <Badge size="xs" variant="outline" color="gray">
              {article.rank >= 999_999 ? 'unranked' : `rank ${numberFormat.format(article.rank)}`}
            </Badge>
          </Tooltip>
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
            <Tooltip label={languageLabel(article.language)}>
              <Badge size="xs" variant="light" color="gray">
                {article.language}
              </Badge>
            </Tooltip>
          )}
          {article.country && (
            <Tooltip label={countryLabel(article.country)}>
              <Badge size="xs" variant="light" color="gray">
                {article.country}
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Group gap={6} wrap="wrap">
          {authors.length > 0 && (
            <Text size="sm" c="dimmed" lineClamp={1} style={{ maxWidth: '100%' }}>
              By {authors.join(', ')}
            </Text>
          )}
          {typeof article.word_count === 'number' && (
            <Text size="sm" c="dimmed">
              · {numberFormat.format(article.word_count)} words
            </Text>
          )}
          {article.is_headline && (
            <Badge size="xs" variant="light" color="blue">
              Headline
            </Badge>
          )}
          {article.is_opinion && (
            <Badge size="xs" variant="light" color="grape">
              Opinion
            </Badge>
          )}
          {article.paid_content && (
            <Badge size="xs" variant="light" color="yellow">
              Paid
            </Badge>
          )}
        </Group>
      </Stack>
    </Group>
  );
});
