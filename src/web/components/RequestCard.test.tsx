// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProfilesResponse } from '../../contract/profiles';
import type { ApiRequest } from '../lib/api-client';
import { profilesQueryOptions } from '../lib/profile';
import { theme } from '../theme';
import { RequestCard } from './RequestCard';
import type { RequestCardProps } from './RequestCard';
import { prepareDomForMantine } from '../../../test/helpers/jsdom-mantine';

const request: ApiRequest = { operation: 'authors', method: 'GET', query: { author_name: 'Ann Lee' } };

let root: Root | null = null;
let container: HTMLElement;

beforeAll(prepareDomForMantine);

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  root = null;
});

function renderCards(...cards: RequestCardProps[]) {
  // The profile list is already known, so RequestView's base URL needs no request.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const profiles: ProfilesResponse = {
    profiles: [{ id: 'full', label: 'Full', plan: 'v3_nlp_iptc_tags', kind: 'local' }],
    default: 'full',
  };
  queryClient.setQueryData(profilesQueryOptions().queryKey, profiles);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} env="test">
          {cards.map((props, index) => (
            <RequestCard key={index} {...props} />
          ))}
        </MantineProvider>
      </QueryClientProvider>,
    ),
  );
}

const sections = () => [...container.querySelectorAll('section')];

describe('RequestCard', () => {
  it('titles each card with its own id, and shows the request as curl with the token masked', () => {
    renderCards({ request }, { request });
    const [first, second] = sections();
    const firstTitle = first!.getAttribute('aria-labelledby');
    expect(firstTitle).toBeTruthy();
    expect(firstTitle).not.toBe(second!.getAttribute('aria-labelledby'));
    expect(document.getElementById(firstTitle!)?.textContent).toBe('Request');
    const curl = first!.querySelector('[aria-label="Request as curl"]')?.textContent ?? '';
    expect(curl).toContain(`${window.location.origin}/api/authors?author_name=Ann%20Lee`);
    expect(curl).toContain('x-api-token: ****');
  });

  it('shows a description only when given one', () => {
    renderCards({ request }, { request, description: 'One request per filter set.' });
    const [plain, described] = sections();
    expect(plain!.textContent).not.toContain('One request per filter set.');
    expect(described!.textContent).toContain('One request per filter set.');
  });

  it('uses the base URL it is given', () => {
    renderCards({ request, baseUrl: 'http://127.0.0.1:9/base' });
    const curl = container.querySelector('[aria-label="Request as curl"]')?.textContent ?? '';
    expect(curl).toContain('http://127.0.0.1:9/base/api/authors');
  });

  it('echoes user_input without unused keys until asked, and says when there is no answer', () => {
    renderCards(
      { request, echo: { userInput: { author_name: '"Ann Lee"', lang: null }, loading: false } },
      { request, echo: { userInput: undefined, loading: false } },
      { request },
    );
    const [answered, failed, plain] = sections();
    const echo = () => answered!.querySelector('[aria-label="user_input echo"]')?.textContent ?? '';
    expect(JSON.parse(echo())).toEqual({ author_name: '"Ann Lee"' });
    const toggle = answered!.querySelector<HTMLInputElement>('input[type="checkbox"]');
    act(() => toggle!.click());
    expect(JSON.parse(echo())).toEqual({ author_name: '"Ann Lee"', lang: null });
    expect(failed!.textContent).toContain('No answer to show: the request failed.');
    expect(plain!.textContent).not.toContain('How the API read it');
  });
});
