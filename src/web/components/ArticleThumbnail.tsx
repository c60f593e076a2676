// An article's thumbnail (its `media`), or a quiet placeholder when there is none or it fails to load.
import { Center, Image } from '@mantine/core';
import { useState } from 'react';
import { safeUrl } from '../lib/sanitize-html';
import { ImageOffIcon } from './icons';

const imageProtocols = new Set(['http:', 'https:']);

export interface ArticleThumbnailProps {
  src: string | null | undefined;
  width: number | string;
  height: number | string;
}

export function ArticleThumbnail({ src, width, height }: ArticleThumbnailProps) {
  const url = safeUrl(src ?? null, undefined, imageProtocols);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <Center
        w={width}
        h={height}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      >
        <ImageOffIcon size={22} color="var(--mantine-color-dimmed)" />
      </Center>
    );
  }
  return (
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
      style={{ flexShrink: 0 }}
    />
  );
}
