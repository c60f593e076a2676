// The 15 themes of the interface (docs/spec/interface.md, "Articles by author": `theme`), in the order the
// classifier model uses. The list itself is the contract's (article-values.ts), so the API and the classifier
// cannot drift apart.
import { themes, type Theme } from '../../../contract/article-values';

export const THEMES = themes;

export type { Theme };

export function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}
