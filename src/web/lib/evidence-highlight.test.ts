import { describe, expect, it } from 'vitest';
import { highlightedParts } from './evidence-highlight';

describe('highlightedParts', () => {
  it('marks the matched words and keeps the rest as text, in order', () => {
    const sentence = 'The breach included names, email addresses and plain text passwords.';
    const matches = [
      { start: 58, end: 67 },
      { start: 20, end: 25 },
      { start: 27, end: 42 },
    ];
    expect(highlightedParts(sentence, matches)).toEqual([
      { text: 'The breach included ', marked: false },
      { text: 'names', marked: true },
      { text: ', ', marked: false },
      { text: 'email addresses', marked: true },
      { text: ' and plain text ', marked: false },
      { text: 'passwords', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('counts in UTF-16 code units, as the extension does', () => {
    const sentence = '🔒 Le Slip Français data breach';
    expect(highlightedParts(sentence, [{ start: 3, end: 19 }])[1]).toEqual({
      text: 'Le Slip Français',
      marked: true,
    });
  });

  it('leaves out offsets that overlap, are empty or run past the sentence', () => {
    const sentence = 'Chegg data breach';
    expect(
      highlightedParts(sentence, [
        { start: 0, end: 5 },
        { start: 3, end: 8 },
        { start: 6, end: 6 },
        { start: 12, end: 40 },
      ]),
    ).toEqual([
      { text: 'Chegg', marked: true },
      { text: ' data breach', marked: false },
    ]);
  });

  it('gives the whole sentence unmarked without matches', () => {
    expect(highlightedParts('No words', [])).toEqual([{ text: 'No words', marked: false }]);
  });
});
