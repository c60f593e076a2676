import { describe, expect, it } from 'vitest';
import { codeLoad } from './code-load';

describe('codeLoad', () => {
  it('loads once for every caller, preload included', async () => {
    let calls = 0;
    const code = codeLoad(() => {
      calls += 1;
      return Promise.resolve({ chart: 'timeline' });
    });
    code.preload();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(calls).toBe(1);
  });

  it('forgets a failed load, so the next call tries again; a failed preload throws nowhere', async () => {
    let calls = 0;
    const code = codeLoad(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('network blip')) : Promise.resolve('module');
    });
    code.preload();
    await expect(code.load()).rejects.toThrow('network blip');
    await expect(code.load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});
