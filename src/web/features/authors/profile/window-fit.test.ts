import { describe, expect, it } from 'vitest';
import { fitText, fittedWindow, windowCountRequest } from './window-fit';

describe('fittedWindow', () => {
  it('opens a steady author on the window that holds most of their articles', () => {
    // 27 of 153 in a week, 51 in a month: only 90 days hold most of them.
    expect(fittedWindow({ '7d': 27, '30d': 51, '90d': 153 })).toBe('90d');
    expect(fittedWindow({ '7d': 27, '30d': 130, '90d': 153 })).toBe('30d');
    expect(fittedWindow({ '7d': 150, '30d': 152, '90d': 153 })).toBe('7d');
  });

  it('stops at the most a profile reads', () => {
    expect(fittedWindow({ '7d': 10_000, '30d': 10_000, '90d': 10_000 })).toBe('7d');
  });

  it('counts only the windows the plan could read', () => {
    expect(fittedWindow({ '7d': 2, '30d': 10 })).toBe('30d');
    expect(fittedWindow({})).toBeNull();
  });

  it('takes the widest window for an author without articles', () => {
    expect(fittedWindow({ '7d': 0, '30d': 0, '90d': 0 })).toBe('90d');
  });
});

describe('window counts and words', () => {
  it('asks for one article of every source in the window', () => {
    expect(windowCountRequest('Ada', '30d').query).toEqual({
      author_name: 'Ada',
      ranked_only: 'false',
      page_size: '1',
      from_: '30d',
    });
  });

  it('says why the window was chosen', () => {
    expect(fitText({ '7d': 27, '30d': 130, '90d': 153 }, '30d')).toBe(
      'Window fitted to the author: the last 30 days hold 130 of their 153 articles of the last 90 days.',
    );
    expect(fitText({ '7d': 27, '30d': 51, '90d': 1530 }, '90d')).toBe(
      'Window fitted to the author: the last 90 days, the widest window (1,530 articles).',
    );
  });
});
