import { describe, expect, it } from 'vitest';
import {
  codeLikeKind,
  DEATH_KEYWORDS,
  endsInPossessive,
  HARM_KEYWORDS,
  keywordMatcher,
  shareOf,
  textTokens,
} from './issue20-measures';

describe('endsInPossessive', () => {
  it('finds a possessive in every apostrophe form', () => {
    for (const name of ['Smith’s', "Smith's", 'Smithʼs', 'Smith＇s', 'Smith‘s', 'Smith`s', 'Joe Biden’S']) {
      expect(endsInPossessive(name), name).toBe(true);
    }
    expect(endsInPossessive('James Williams’')).toBe(true);
  });

  it('leaves names that only contain an apostrophe or end in s', () => {
    for (const name of ["Conan O'Brien", 'Beto O’Rourke', 'Bernie Sanders', 'Kamala Harris', 'D’Angelo']) {
      expect(endsInPossessive(name), name).toBe(false);
    }
  });
});

describe('codeLikeKind', () => {
  it('names what makes a string look like code, a file, a hashtag or a URL', () => {
    expect(codeLikeKind('https://example.com/report')).toBe('url');
    expect(codeLikeKind('www.bleepingcomputer.com')).toBe('url');
    expect(codeLikeKind('#MeToo')).toBe('hashtag');
    expect(codeLikeKind('svchost.exe')).toBe('file name');
    expect(codeLikeKind('version.dll')).toBe('file name');
    expect(codeLikeKind('jquery.min.js')).toBe('file name');
    expect(codeLikeKind('eval(')).toBe('call');
    expect(codeLikeKind('os.path')).toBe('dotted identifier');
    expect(codeLikeKind('child_process.exec')).toBe('dotted identifier');
    expect(codeLikeKind('getElementById')).toBe('camelCase');
    expect(codeLikeKind('the onClick handler')).toBe('camelCase');
  });

  it('leaves names with inner capitals, abbreviations and company domains', () => {
    for (const name of [
      'YouTube',
      'PayPal',
      'eBay',
      'iPhone',
      'McDonald',
      'U.S.',
      'Amazon.com',
      'C#',
      'AT&T',
    ]) {
      expect(codeLikeKind(name), name).toBeNull();
    }
  });
});

describe('keywordMatcher', () => {
  const deaths = keywordMatcher(DEATH_KEYWORDS);
  const harm = keywordMatcher(HARM_KEYWORDS);

  it('selects headlines about deaths and killings by whole words and phrases, any case', () => {
    expect(deaths('3 Killed In Shooting At Texas Mall')).toBe(true);
    expect(deaths('Man Shot  Dead By Police In Chicago')).toBe(true);
    expect(deaths('Queen Elizabeth II Dies At 96')).toBe(true);
    expect(deaths('Tax Deadline Extended For Storm Victims')).toBe(false);
    expect(deaths('Photo Shoot Goes Viral')).toBe(false);
  });

  it('selects headlines about disasters, attacks and breaches', () => {
    expect(harm('Hurricane Ian Makes Landfall In Florida')).toBe(true);
    expect(harm('Optus confirms data breach affecting 9.8 million customers')).toBe(true);
    expect(harm('Hackers claim data leak at airline')).toBe(true);
    expect(harm('Heart Attack Symptoms Women Should Know')).toBe(true);
    expect(harm('Attacking Midfielder Signs New Deal')).toBe(false);
  });
});

describe('shareOf', () => {
  it('gives the share with a bootstrap interval around it', () => {
    const flags = [...Array<boolean>(12).fill(true), ...Array<boolean>(88).fill(false)];
    const share = shareOf(flags);
    expect(share).toMatchObject({ count: 12, of: 100, share: 0.12 });
    expect(share.interval[0]).toBeLessThan(0.12);
    expect(share.interval[1]).toBeGreaterThan(0.12);
    expect(share.interval[0]).toBeGreaterThan(0.04);
    expect(share.interval[1]).toBeLessThan(0.2);
  });
});

describe('textTokens', () => {
  it('splits a description into words the detectors can judge', () => {
    const text =
      'Attackers abused “rundll32.exe” (see https://example.com/x). Microsoft’s patch, and the Joneses’ claim.';
    const tokens = textTokens(text);
    expect(tokens).toContain('rundll32.exe');
    expect(tokens).toContain('https://example.com/x');
    expect(tokens).toContain('Microsoft’s');
    expect(tokens).toContain('Joneses’');
    expect(tokens.filter((t) => codeLikeKind(t))).toEqual(['rundll32.exe', 'https://example.com/x']);
  });
});
