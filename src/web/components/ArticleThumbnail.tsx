// An article's thumbnail (its `media`), or a quiet placeholder when there is none, when it cannot load, and
// while it loads: never the browser's broken-image icon.
import { Box, Center, Image } from '@mantine/core';
import { useState } from 'react';
import { safeUrl } from '../lib/sanitize-html';
import { NewspaperIcon } from './icons';

const imageProtocols = new Set(['http:', 'https:']);

/** The pictures this server draws for the demo corpus (src/server/demo-media.ts): a path, same origin. */
const demoMediaPath = /^\/demo-media\/[a-z0-9]{1,32}\.svg$/;

/** One of this server's demo pictures, as an absolute URL on `origin`; null for any other `src`. */
export function demoMediaUrl(src: string | null | undefined, origin: string): string | null {
  const text = src?.trim() ?? '';
  return demoMediaPath.test(text) ? new URL(text, origin).href : null;
}

/** Names reserved never to resolve (RFC 2606): an image there can only fail, so it is not asked for. */
const unresolvableHost = /(^|\.)(example|invalid)\.?$/i;

/**
 * An image of another site (an article's thumbnail, a source's logo) worth asking for: an absolute http(s)
 * URL on a host that can exist; null for anything else, which then shows its placeholder.
 */
export function remoteImageUrl(src: string | null | undefined): string | null {
  const url = safeUrl(src?.trim() ?? '', undefined, imageProtocols);
  if (!url || unresolvableHost.test(new URL(url).hostname)) return null;
  return url;
}

/**
 * The address to load a thumbnail from, or null for the placeholder: an absolute http(s) URL on a host that
 * can exist, or one of this server's demo pictures. Other relative paths are not followed: a stored article
 * does not get to make the browser request this server's other paths.
 */
export function thumbnailUrl(src: string | null | undefined, origin: string): string | null {
  return demoMediaUrl(src, origin) ?? remoteImageUrl(src);
}

export interface ArticleThumbnailProps {
  src: string | null | undefined;
  width: number | string;
  height: number | string;
}

function Placeholder({ width, height }: Omit<ArticleThumbnailProps, 'src'>) {
  return (
    <Center
      w={width}
      h={height}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    >
      <NewspaperIcon size={24} color="var(--mantine-color-dimmed)" />
    </Center>
  );
}

export function ArticleThumbnail({ src, width, height }: ArticleThumbnailProps) {
  const url = thumbnailUrl(src, window.location.origin);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <Placeholder width={width} height={height} />;
  return (
    // The tile's colour shows while the image loads; a failure swaps in the placeholder.
    <Box
      w={width}
      h={height}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0, overflow: 'hidden' }}
    >
      <Image
        src={url}
        alt=""
        w={width}
        h={height}
        fit="cover"
        radius="sm"
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(url)}
      />
    </Box>
  );
}
