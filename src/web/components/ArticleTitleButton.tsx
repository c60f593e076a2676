// An article's title as the button that opens it, as result lists show it (cards and compact rows).
import { Anchor } from '@mantine/core';
import type { Article } from '../../contract';

export interface ArticleTitleButtonProps {
  article: Article;
  onOpen: (article: Article) => void;
  /** Lines to show before the title is cut; the whole title when not given. */
  lineClamp?: number;
}

export function ArticleTitleButton({ article, onOpen, lineClamp }: ArticleTitleButtonProps) {
  return (
    <Anchor
      component="button"
      type="button"
      fw={600}
      ta="left"
      lh={1.3}
      lineClamp={lineClamp}
      onClick={() => onOpen(article)}
      style={{ overflowWrap: 'anywhere' }}
    >
      {article.title}
    </Anchor>
  );
}
