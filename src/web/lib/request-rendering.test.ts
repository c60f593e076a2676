import { describe, expect, it } from 'vitest';
import type { ApiRequest } from './api-client';
import { maskedToken, renderCurl, renderRequestJson, requestAsJson, shellQuote } from './request-rendering';

const base = 'http://127.0.0.1:8080';
const getRequest: ApiRequest = {
  operation: 'lookup',
  method: 'GET',
  query: { links: 'https://a.example/x?y=1&z=2,https://b.example/', page: '1', page_size: '10' },
};
const postRequest: ApiRequest = {
  operation: 'lookup',
  method: 'POST',
  body: { ids: ["it's", 'b'], page: 1, page_size: 10 },
};

describe('renderCurl', () => {
  it('renders a GET with the encoded query and a masked token', () => {
    expect(renderCurl(getRequest, base)).toBe(
      "curl 'http://127.0.0.1:8080/api/search_by_link?links=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2,https%3A%2F%2Fb.example%2F&page=1&page_size=10' -H 'x-api-token: ****'",
    );
  });

  it('renders a POST with the JSON body, quoting single quotes for the shell', () => {
    expect(renderCurl(postRequest, `${base}/`)).toBe(
      `curl -X POST 'http://127.0.0.1:8080/api/search_by_link' -H 'x-api-token: ****' -H 'content-type: application/json' -d '{"ids":["it'\\''s","b"],"page":1,"page_size":10}'`,
    );
  });

  it('never contains anything but the mask in the token header', () => {
    for (const request of [getRequest, postRequest]) {
      const curl = renderCurl(request, base);
      expect(curl.match(/x-api-token: ([^']*)/)?.[1]).toBe(maskedToken);
    }
  });
});

describe('shellQuote', () => {
  it('keeps $, backticks and quotes literal', () => {
    expect(shellQuote('a$b`c`\'d"')).toBe(`'a$b\`c\`'\\''d"'`);
  });
});

describe('requestAsJson', () => {
  it('describes a GET by URL, headers and query', () => {
    expect(requestAsJson(getRequest, base)).toEqual({
      method: 'GET',
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:8080\/api\/search_by_link\?links=/),
      headers: { 'x-api-token': '****' },
      query: getRequest.query,
    });
  });

  it('describes a POST by URL, headers and body', () => {
    expect(JSON.parse(renderRequestJson(postRequest, base))).toEqual({
      method: 'POST',
      url: 'http://127.0.0.1:8080/api/search_by_link',
      headers: { 'x-api-token': '****', 'content-type': 'application/json' },
      body: postRequest.body,
    });
  });

  it('refuses a method the operation does not take', () => {
    expect(() => requestAsJson({ operation: 'eventsSearch', method: 'GET' }, base)).toThrow(
      /does not take GET/,
    );
  });
});
