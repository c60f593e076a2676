// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../contract';
import { theme } from '../theme';
import { ArticleCard } from './ArticleCard';
import { ArticleDrawer } from './ArticleDrawer';
import { prepareDomForMantine } from '../../../test/helpers/jsdom-mantine';

const hostileArticle: Article = {
  id: 'hostile-1',
  title: '<script>alert("title")</script> Breaking',
  description: 'Summary <img src=x onerror=alert(1)> with <b>bold</b>',
  content:
    '<p>Read <a href="javascript:alert(1)">this</a> and <a href="/more" onclick="alert(2)">more</a>.</p><script>alert(3)</script><div onmouseover="alert(4)">broken <i>markup',
  link: 'https://hostile.example/story',
  domain_url: 'hostile.example',
  full_domain_url: 'hostile.example',
  parent_url: 'https://hostile.example/',
  rank: 999999,
  score: 1,
  authors: ['Mallory'],
  published_date: '2026-11-14 06:00:00',
  media: 'javascript:alert(5)',
};

let root: Root | null = null;
let container: HTMLElement;

beforeAll(prepareDomForMantine);

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  root = null;
});

function renderInMantine(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <MantineProvider theme={theme} env="test">
        {node}
      </MantineProvider>,
    ),
  );
}

/** The addresses of the images in the document: what the browser would fetch. */
const imageSources = () => [...document.querySelectorAll('img[src]')].map((img) => img.getAttribute('src'));

function expectNothingExecutable(scope: ParentNode) {
  expect(scope.querySelector('script')).toBeNull();
  expect(scope.querySelector('a[href^="javascript:" i], img[src^="javascript:" i]')).toBeNull();
  for (const element of scope.querySelectorAll('*')) {
    for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
  }
}

describe('ArticleDrawer', () => {
  it('renders hostile content inert, with safe links', () => {
    renderInMantine(<ArticleDrawer article={hostileArticle} onClose={() => undefined} />);
    const content = document.querySelector('[data-testid="article-content"]');
    expect(content).not.toBeNull();
    expect(content?.textContent).toContain('broken markup');
    expectNothingExecutable(document.body);
    const links = [...(content?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://hostile.example/more']);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The title is shown as the text it is, not as markup.
    expect(document.body.textContent).toContain('<script>alert("title")</script> Breaking');
  });

  it('fetches no image of the article until the user asks, then shows them all', () => {
    const pictured: Article = {
      ...hostileArticle,
      id: 'pictured-1',
      content: '<p>Text</p><img src="https://cdn.pictured.example/a.jpg" alt="A"><img src="/b.png" alt="B">',
      link: 'https://pictured.example/story',
      media: 'https://cdn.pictured.example/thumb.jpg',
    };
    renderInMantine(<ArticleDrawer article={pictured} onClose={() => undefined} />);
    expect(imageSources()).toEqual([]);
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Load 3 images');
    expect(button).toBeDefined();
    act(() => button?.click());
    expect(imageSources().sort()).toEqual([
      'https://cdn.pictured.example/a.jpg',
      'https://cdn.pictured.example/thumb.jpg',
      'https://pictured.example/b.png',
    ]);
    for (const img of document.querySelectorAll('img[src]')) {
      expect(img.getAttribute('referrerpolicy')).toBe('no-referrer');
    }
  });

  it('shows a demo picture of this server at once, and any other picture only when asked', () => {
    const demo: Article = {
      ...hostileArticle,
      id: 'demo-1',
      content: '<p>Text</p>',
      media: '/demo-media/ab12.svg',
    };
    renderInMantine(<ArticleDrawer article={demo} onClose={() => undefined} />);
    expect(imageSources()).toEqual([`${window.location.origin}/demo-media/ab12.svg`]);
    expect([...document.querySelectorAll('button')].some((b) => /^Load/.test(b.textContent ?? ''))).toBe(
      false,
    );
    act(() => root?.unmount());
    container.remove();
    // Any other relative path is not this server's picture: not requested, not even on a click.
    renderInMantine(
      <ArticleDrawer article={{ ...demo, media: '/api/ext/overview' }} onClose={() => undefined} />,
    );
    expect(imageSources()).toEqual([]);
  });

  it('shows nothing while no article is chosen', () => {
    renderInMantine(<ArticleDrawer article={undefined} onClose={() => undefined} />);
    expect(document.querySelector('[data-testid="article-content"]')).toBeNull();
  });
});

describe('ArticleCard', () => {
  it('shows the description as text and nothing executable', () => {
    renderInMantine(<ArticleCard article={hostileArticle} onOpen={() => undefined} />);
    expect(container.textContent).toContain('Summary with bold');
    expect(container.textContent).toContain('By Mallory');
    expectNothingExecutable(container);
  });
});
