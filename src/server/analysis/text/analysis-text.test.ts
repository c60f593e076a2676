// The analysis caps and the linear htmlToText: same results as the plain regex definitions, in linear time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html-to-text';
import {
  analysisFields,
  analysisPlainText,
  escapeForHtmlToText,
  MAX_TEXT_CHARS,
  MAX_TITLE_CHARS,
  MAX_TOKEN_CHARS,
} from './analysis-text';

/** htmlToText as plain regexes (quadratic on some inputs): the definition the linear version must match. */
function htmlToTextByRegex(raw: string): string {
  let text = raw;
  if (text.includes('<')) {
    text = text
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/(?:p|div|li|h[1-6]|tr)\s*>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]+>/g, ' ')
      .replace(/([^\s.!?:;])[ \t]*\n+(?=\s*\S)/g, '$1. ');
  }
  if (text.includes('&')) text = decodeEntities(text);
  return text;
}

// Strings made of the pieces htmlToText reacts to, so that tags, entities and blank lines occur often.
const htmlish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<script>',
        '</script>',
        '<SCRIPT type="x">',
        '</Script>',
        '<style>',
        '</style>',
        '<p>',
        '</p>',
        '</p >',
        '<br/>',
        '<br>',
        '<div class="a">',
        '</div>',
        '<',
        '>',
        '<>',
        '&amp;',
        '&lt;',
        '&#x41;',
        '&#65;',
        '&nbsp;',
        '&',
        '\n',
        '\n\n',
        ' ',
        '\t',
        '.',
        'a',
        'Word',
        'é',
        '😀',
      ),
      fc.string({ maxLength: 5 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('htmlToText', () => {
  it('gives what the regex definition gives', () => {
    fc.assert(
      fc.property(htmlish, (raw) => {
        expect(htmlToText(raw)).toBe(htmlToTextByRegex(raw));
      }),
      { numRuns: 3000 },
    );
  });

  it('is linear on unclosed tags, unclosed scripts and trailing blank lines', () => {
    // Each of these took seconds or more with the regex definition at this size.
    for (const raw of [
      '<a'.repeat(200_000),
      '<script>x'.repeat(50_000),
      `<p>x${'\n'.repeat(400_000)}`,
      '([{<"\''.repeat(60_000),
    ]) {
      expect(typeof htmlToText(raw)).toBe('string');
    }
  });
});

describe('analysis text', () => {
  it('escapes plain text so that htmlToText gives it back unchanged', () => {
    fc.assert(
      fc.property(htmlish, (raw) => {
        const plain = htmlToText(raw);
        expect(htmlToText(escapeForHtmlToText(plain))).toBe(plain);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves ordinary text as htmlToText makes it', () => {
    const raw =
      '<p>Acme Corp said on Monday that 1,200 customers&rsquo; records were exposed.</p><p>More</p>';
    expect(analysisPlainText(raw, MAX_TEXT_CHARS)).toBe(htmlToText(raw));
    const fields = analysisFields({ title: 'AT&amp;T &lt;b&gt; news', description: null, content: raw });
    expect(htmlToText(fields.title)).toBe('AT&T <b> news');
    expect(fields.description).toBeNull();
    expect(htmlToText(fields.content!)).toBe(htmlToText(raw));
  });

  it('removes tokens longer than the limit and keeps shorter ones', () => {
    const blob = 'A'.repeat(MAX_TOKEN_CHARS + 1);
    const kept = 'B'.repeat(MAX_TOKEN_CHARS);
    expect(analysisPlainText(`see ${blob} and ${kept} here`, MAX_TEXT_CHARS)).toBe(`see  and ${kept} here`);
    expect(analysisPlainText(`<img src="data:image/png;base64,${blob}">Caption text`, 100)).toBe(
      ' Caption text',
    );
  });

  it('removes long tokens exactly as the regular expression does, whatever splits or joins the runs', () => {
    const longToken = new RegExp(String.raw`(?<!\S)\S{${MAX_TOKEN_CHARS + 1},}`, 'g');
    const byRegex = (text: string) => htmlToText(text).replace(longToken, '');
    // Every UTF-16 code unit between two runs that are long only when joined: the pre-check's idea of a space
    // must be the regular expression's.
    const half = 'x'.repeat(MAX_TOKEN_CHARS / 2 + 1);
    for (let code = 0; code <= 0xffff; code++) {
      if (code === 0x26 || code === 0x3c) continue; // "&" and "<": htmlToText's own input, covered below.
      const text = `a ${half}${String.fromCharCode(code)}${half} b`;
      if (analysisPlainText(text, MAX_TEXT_CHARS) !== byRegex(text))
        throw new Error(`differs for U+${code.toString(16)}`);
    }
    // Runs of every length around the limit, at every offset of the pre-check's probes.
    const runs = fc.array(
      fc.oneof(
        fc.integer({ min: 1, max: 2 * MAX_TOKEN_CHARS + 3 }).map((n) => 'y'.repeat(n)),
        fc.constantFrom(' ', '\n', '\u00a0', '\u3000', '<b>', '&amp;', 'a b', '😀'),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(runs, (parts) => {
        const text = parts.join('');
        expect(analysisPlainText(text, MAX_TEXT_CHARS)).toBe(byRegex(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('cuts text to the limit, at a space, never inside a surrogate pair', () => {
    const words = 'word '.repeat(30_000);
    const cut = analysisPlainText(words, MAX_TEXT_CHARS);
    expect(cut.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(cut.length).toBeGreaterThan(MAX_TEXT_CHARS - 10);
    expect(cut.endsWith('word')).toBe(true);
    // No space to cut at, and the limit falls between the two halves of an emoji.
    const emoji = `${'😀'.repeat(50)}\n`.repeat(100);
    const title = analysisPlainText(emoji, MAX_TITLE_CHARS);
    expect(title.length).toBe(MAX_TITLE_CHARS - 1);
    expect(title.endsWith('😀')).toBe(true);
    expect(analysisPlainText(null, 10)).toBe('');
  });
});
