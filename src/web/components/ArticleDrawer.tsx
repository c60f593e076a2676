// The full article beside the list: metadata, thumbnail, description and sanitised content.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Article } from '../../contract';
import { articleAuthors, articleSourceName, countryLabel, languageLabel } from '../lib/article-fields';
import { articleContentToSafeHtml, blockedImageCount, htmlToPlainText, safeUrl } from '../lib/sanitize-html';
import { DateTime } from './DateTime';
import { ExternalLinkIcon } from './icons';
import { demoMediaUrl } from './ArticleThumbnail';

export interface ArticleDrawerProps {
  /** The article to show; the drawer is closed while this is undefined. */
  article: Article | undefined;
  onClose: () => void;
}

const webProtocols = new Set(['http:', 'https:']);

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function NlpSection({ nlp }: { nlp: NonNullable<Article['nlp']> }) {
  const entities = [
    ...(nlp.ner_PER ?? []),
    ...(nlp.ner_ORG ?? []),
    ...(nlp.ner_LOC ?? []),
    ...(nlp.ner_MISC ?? []),
  ]
    .sort((a, b) => b.count - a.count)
    .slice(0, 12);
  return (
    <Stack gap="xs">
      <Title order={4}>NLP</Title>
      {nlp.summary && <Text size="sm">{nlp.summary}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {nlp.theme && <Field label="Themes">{nlp.theme}</Field>}
        {nlp.sentiment && (
          <Field label="Sentiment (title / content)">
            {nlp.sentiment.title?.toFixed(2) ?? '–'} / {nlp.sentiment.content?.toFixed(2) ?? '–'}
          </Field>
        )}
      </SimpleGrid>
      {entities.length > 0 && (
        <Group gap={6}>
          {entities.map((entity) => (
            <Badge key={entity.entity_name} variant="light" color="gray" tt="none">
              {entity.entity_name} × {entity.count}
            </Badge>
          ))}
        </Group>
      )}
      {nlp.iptc_tags_name && nlp.iptc_tags_name.length > 0 && (
        <Field label="IPTC tags">{nlp.iptc_tags_name.join(', ')}</Field>
      )}
    </Stack>
  );
}

/**
 * The article's images come from its own site (or trackers it embeds), which would learn who reads it: none
 * is fetched until the user asks, for this article, with one button.
 */
function ImagesNotLoaded({ count, onLoad }: { count: number; onLoad: () => void }) {
  return (
    <Alert variant="light" color="gray" title="Images not loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {count === 1 ? 'This article has an image' : `This article has ${count} images`} from other sites,
          which would see that you read it. Nothing is fetched until you ask.
        </Text>
        <Button size="xs" variant="default" onClick={onLoad}>
          {count === 1 ? 'Load image' : `Load ${count} images`}
        </Button>
      </Stack>
    </Alert>
  );
}

function ArticleBody({ article }: { article: Article }) {
  const [imagesLoaded, setImagesLoaded] = useState(false);
  const contentHtml = useMemo(
    () =>
      article.content
        ? articleContentToSafeHtml(article.content, article.link, { loadImages: imagesLoaded })
        : '',
    [article.content, article.link, imagesLoaded],
  );
  const authors = articleAuthors(article);
  const link = safeUrl(article.link, undefined, webProtocols);
  // A demo picture comes from this server: showing it tells no third party anything, so it needs no click.
  const demoMedia = demoMediaUrl(article.media, window.location.origin);
  const media = demoMedia ?? safeUrl(article.media ?? null, undefined, webProtocols);
  const waitingImages = imagesLoaded ? 0 : blockedImageCount(contentHtml) + (media && !demoMedia ? 1 : 0);
  return (
    <Stack gap="md">
      <Group gap={6}>
        <Text fw={600}>{articleSourceName(article)}</Text>
        <Text c="dimmed">·</Text>
        <DateTime c="dimmed" value={article.published_date} precision={article.published_date_precision} />
        {article.paid_content && (
          <Badge size="sm" color="yellow" variant="light">
            Paid content
          </Badge>
        )}
      </Group>
      {link && (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            Open the original article <ExternalLinkIcon size={14} />
          </Group>
        </Anchor>
      )}
      {waitingImages > 0 && <ImagesNotLoaded count={waitingImages} onLoad={() => setImagesLoaded(true)} />}
      {media && (imagesLoaded || demoMedia) && (
        <Image
          src={media}
          alt=""
          radius="sm"
          mah={320}
          fit="contain"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={authors.length > 1 ? 'Authors' : 'Author'}>
          {authors.length > 0 ? authors.join(', ') : '—'}
        </Field>
        <Field label="Updated">
          {article.updated_date ? (
            <DateTime value={article.updated_date} precision={article.updated_date_precision} />
          ) : (
            '—'
          )}
        </Field>
        <Field label="Language">{languageLabel(article.language) ?? '—'}</Field>
        <Field label="Country">{countryLabel(article.country) ?? '—'}</Field>
        <Field label="Source rank">{article.rank === 999_999 ? 'Unranked' : article.rank}</Field>
        <Field label="Words">{article.word_count ?? '—'}</Field>
        <Field label="Id">
          <Text span ff="monospace" size="xs">
            {article.id}
          </Text>
        </Field>
      </SimpleGrid>
      {article.description && (
        <Text fs="italic" style={{ overflowWrap: 'anywhere' }}>
          {htmlToPlainText(article.description)}
        </Text>
      )}
      <Divider />
      {contentHtml ? (
        // Sanitised above (DOMPurify: no scripts, handlers or javascript: links; links open in a new tab).
        <Typography>
          <div data-testid="article-content" dangerouslySetInnerHTML={{ __html: contentHtml }} />
        </Typography>
      ) : (
        <Text c="dimmed">This article has no content in the store.</Text>
      )}
      {article.nlp && (
        <>
          <Divider />
          <NlpSection nlp={article.nlp} />
        </>
      )}
    </Stack>
  );
}

export function ArticleDrawer({ article, onClose }: ArticleDrawerProps) {
  // Keep showing the last article while the drawer slides out after `article` became undefined.
  const [shown, setShown] = useState(article);
  if (article !== undefined && article !== shown) setShown(article);
  return (
    <Drawer
      opened={article !== undefined}
      onClose={onClose}
      // The drawer renders its title as the h2 of the dialog; a string keeps the heading valid.
      title={shown?.title}
      styles={{
        title: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 650, overflowWrap: 'anywhere' },
      }}
      closeButtonProps={{ 'aria-label': 'Close article' }}
    >
      {/* Keyed by article: images loaded for one article are not loaded for the next. */}
      {shown && <ArticleBody key={shown.id} article={shown} />}
    </Drawer>
  );
}
