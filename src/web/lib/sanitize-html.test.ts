// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  articleContentToSafeHtml,
  blockedImageCount,
  htmlToPlainText,
  neutralizeEventHandlerAttributes,
  safeUrl,
  sanitizeArticleHtml,
} from './sanitize-html';

/** Parses sanitised output the way the drawer will hold it. */
function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

const hostile = [
  '<p>Intro<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">spaced</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<div onclick="alert(1)" style="position:fixed" class="mantine-AppShell-root">styled</div>',
  '<form action="https://evil.example"><input name="q"></form>',
  '<p>broken <b>html <i>never closed',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
].join('');

describe('sanitizeArticleHtml', () => {
  const output = render(sanitizeArticleHtml(hostile, 'https://news.example/2026/story'));

  it('removes scripts, frames, forms and embedded SVG or MathML', () => {
    expect(output.querySelector('script, iframe, form, input, svg, math, style')).toBeNull();
  });

  it('removes every event handler and style or class attribute', () => {
    for (const element of output.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$|^class$/);
      }
    }
  });

  it('leaves no javascript: or data: link', () => {
    for (const anchor of output.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data):/i);
    }
    expect(output.querySelectorAll('a[href]')).toHaveLength(0);
  });

  it('keeps the text, closing broken markup', () => {
    expect(output.textContent).toContain('Intro');
    expect(output.textContent).toContain('broken html never closed');
    expect(output.textContent).not.toContain('alert(1)');
  });

  it('opens links in a new tab without referrer or opener, resolving relative ones against the article', () => {
    const links = render(
      sanitizeArticleHtml(
        '<a href="/other">rel</a><a href="https://x.example/a" target="_self">abs</a>',
        'https://news.example/2026/story',
      ),
    ).querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      'https://news.example/other',
      'https://x.example/a',
    ]);
    for (const anchor of links) {
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('fetches nothing before the user asks: images lose every source and become placeholders', () => {
    const html = sanitizeArticleHtml(
      '<p>Story</p><img src="https://tracker.example/pixel.gif" alt="">' +
        '<img src="/photo.jpg" srcset="https://img.example/a.jpg 2x" alt="Harbour">' +
        '<img data-src="https://img.example/lazy.jpg" data-image-blocked><picture><source srcset="https://img.example/b.jpg"></picture>' +
        '<table background="https://img.example/bg.jpg"><tr><td>x</td></tr></table>',
      'https://news.example/2026/story',
    );
    expect(html).not.toMatch(/\ssrc(set)?=/i);
    expect(html).not.toContain('img.example');
    expect(html).not.toContain('tracker.example');
    const output = render(html);
    const images = [...output.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      '[Image not loaded]',
      '[Image not loaded: Harbour]',
      null,
    ]);
    // Only images that had a source to load count as waiting; the content's own data- attribute is dropped.
    expect(blockedImageCount(html)).toBe(2);
    expect(blockedImageCount('<p>no images</p>')).toBe(0);
  });

  it('with loadImages keeps only http(s) images, lazily loaded without referrer', () => {
    const images = render(
      sanitizeArticleHtml(
        '<img src="https://img.example/a.jpg" alt="a"><img src="data:image/png;base64,AAAA" alt="b">',
        undefined,
        { loadImages: true },
      ),
    ).querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe('https://img.example/a.jpg');
    expect(images[0]?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(images[1]?.hasAttribute('src')).toBe(false);
  });
});

describe('articleContentToSafeHtml', () => {
  it('turns plain text into escaped paragraphs', () => {
    expect(articleContentToSafeHtml('First & <best>\nline two\n\nSecond')).toBe(
      '<p>First &amp; &lt;best&gt;<br>line two</p><p>Second</p>',
    );
  });

  it('sanitises content that is HTML', () => {
    const output = render(articleContentToSafeHtml('<p>Hi</p><script>alert(1)</script>'));
    expect(output.innerHTML).toBe('<p>Hi</p>');
  });
});

describe('htmlToPlainText', () => {
  it('gives the words of markup, without script text', () => {
    expect(
      htmlToPlainText('<b>Big</b> &amp; <script>alert(1)</script><img src=x onerror=alert(1)>news'),
    ).toBe('Big & news');
  });

  it('returns plain text unchanged but trimmed', () => {
    expect(htmlToPlainText('  Just text  ')).toBe('Just text');
  });
});

describe('safeUrl', () => {
  const web = new Set(['http:', 'https:']);
  it('accepts http(s) only, resolving relative URLs when a base is given', () => {
    expect(safeUrl('https://a.example/x', undefined, web)).toBe('https://a.example/x');
    expect(safeUrl('x', 'https://a.example/dir/', web)).toBe('https://a.example/dir/x');
    expect(safeUrl('x', undefined, web)).toBeNull();
    expect(safeUrl('javascript:alert(1)', 'https://a.example/', web)).toBeNull();
    expect(safeUrl('  ', undefined, web)).toBeNull();
  });
});

describe('neutralizeEventHandlerAttributes', () => {
  it('renames handler attributes in every quoting style, leaving the rest as it was', () => {
    expect(
      neutralizeEventHandlerAttributes(
        `<img src=x onerror=alert(1)><a href="/x" ONCLICK = 'go()' title="a > b onmouseover=no">t</a><svg/onload="x">`,
      ),
    ).toBe(
      `<img src=x data-blocked-onerror=alert(1)><a href="/x" data-blocked-ONCLICK = 'go()' title="a > b onmouseover=no">t</a><svg/data-blocked-onload="x">`,
    );
  });

  it('leaves text outside tags alone, including look-alikes', () => {
    const text = 'a < b, onion=3 and 1<2 <!-- onload=x --> done';
    expect(neutralizeEventHandlerAttributes(text)).toBe(text);
  });

  it('copes with unterminated tags and values', () => {
    expect(neutralizeEventHandlerAttributes('<div onclick="x')).toBe('<div data-blocked-onclick="x');
    expect(neutralizeEventHandlerAttributes('<p onclick')).toBe('<p data-blocked-onclick');
    expect(neutralizeEventHandlerAttributes('end <')).toBe('end <');
  });

  it('leaves no handler attribute for a parser to create', () => {
    const parsed = new DOMParser().parseFromString(neutralizeEventHandlerAttributes(hostile), 'text/html');
    for (const element of parsed.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
    }
  });
});
