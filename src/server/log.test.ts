import { describe, expect, it } from 'vitest';
import { loggablePath } from './log';

describe('loggablePath', () => {
  it('keeps a path and its ordinary parameters as sent', () => {
    expect(loggablePath('/api/authors')).toBe('/api/authors');
    expect(loggablePath('/api/authors?author_name=Ada%20Lovelace&page_size=10&keyword=x')).toBe(
      '/api/authors?author_name=Ada%20Lovelace&page_size=10&keyword=x',
    );
    expect(loggablePath('/api/sources?flag&countries=US,GB&=x')).toBe('/api/sources?flag&countries=US,GB&=x');
  });

  it.each([
    ['token=abc', 'token=***'],
    ['api_key=abc', 'api_key=***'],
    ['apiKey=abc', 'apiKey=***'],
    ['API-KEY=abc', 'API-KEY=***'],
    ['api%5Fkey=abc', 'api%5Fkey=***'],
    ['x-api-token=abc', 'x-api-token=***'],
    ['access_token=abc', 'access_token=***'],
    ['key=abc', 'key=***'],
    ['access_key=abc', 'access_key=***'],
    ['password=abc', 'password=***'],
    ['passwd=abc', 'passwd=***'],
    ['pass=abc', 'pass=***'],
    ['auth=abc', 'auth=***'],
    ['authorization=Basic%20abc', 'authorization=***'],
    ['client_secret=abc', 'client_secret=***'],
    ['sig=abc', 'sig=***'],
    ['session_id=abc', 'session_id=***'],
  ])('masks the value of %s', (pair, masked) => {
    expect(loggablePath(`/api/authors?author_name=Ada&${pair}&page=2`)).toBe(
      `/api/authors?author_name=Ada&${masked}&page=2`,
    );
  });

  it('masks every occurrence, and a badly encoded name is judged as written', () => {
    expect(loggablePath('/x?token=a&token=b&%E0%A4%A=1')).toBe('/x?token=***&token=***&%E0%A4%A=1');
  });

  it("masks a feed's token, which its path carries", () => {
    expect(loggablePath('/feeds/f33dtok3n.atom')).toBe('/feeds/***');
    expect(loggablePath('/feeds/f33dtok3n.atom?x=1')).toBe('/feeds/***?x=1');
    expect(loggablePath('/feedsx/abc')).toBe('/feedsx/abc');
  });
});
