// @vitest-environment jsdom
// The Evidence section's states: marked sentences with their article, the empty state, the error with a
// working retry, and the public profile's note (with no request).
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BreachEvent } from '../../contract/events';
import { profileChoice } from '../lib/profile';
import { EventEvidence } from './EventEvidence';
import { prepareDomForMantine } from '../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../test/helpers/render-in-app';

let container: HTMLElement;

beforeAll(prepareDomForMantine);

afterEach(() => {
  unmountApp();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const event: BreachEvent = {
  id: 'breach_0123456789abcdef0123',
  event_type: 'data_breach',
  global_event_type: 'DataMonitoring',
  associated_article_ids: ['a1'],
  extraction_date: '2026-11-20 10:00:00',
  event_date: '2018-04-01 00:00:00',
  company_name: 'Chegg',
  data_breach: {
    summary: 's',
    impacted: [],
    data: 'usernames',
    data_type: 'personal',
    title: 'Chegg data breach',
  },
  articles: [{ id: 'a1', title: 'Chegg data breach', link: 'https://news.example/chegg', media: null }],
};

const profiles = JSON.stringify({
  default: 'full',
  profiles: [
    { id: 'full', label: 'Demo · Full', plan: 'v3_nlp_iptc_tags', kind: 'local' },
    { id: 'newscatcher', label: 'NewsCatcher', plan: null, kind: 'public' },
  ],
});

const evidence = JSON.stringify({
  event_id: event.id,
  evidence: [
    {
      field: 'company',
      value: 'Chegg',
      article_id: 'a1',
      sentence: 'Chegg data breach',
      matches: [{ start: 0, end: 5 }],
    },
    {
      field: 'data',
      value: 'usernames',
      article_id: 'a1',
      sentence: 'The exposed data included email addresses, usernames, names and passwords.',
      matches: [{ start: 43, end: 52 }],
    },
  ],
});

/** Answers /ui/profiles, and the evidence extension with `answer()`; records the evidence requests. */
function serve(answer: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/ui/profiles') return new Response(profiles);
      asked.push(url);
      return answer();
    }),
  );
  return asked;
}

async function render() {
  container = await mountInApp(() => <EventEvidence event={event} />);
}

const section = () => container.querySelector('section');

describe('EventEvidence', () => {
  it('marks the stating words of each sentence and links its article', async () => {
    profileChoice.set('full');
    const asked = serve(() => new Response(evidence));
    await render();
    const marks = await waitFor(() => {
      const found = [...container.querySelectorAll('mark')];
      return found.length ? found : null;
    });
    expect(asked).toEqual([`/proxy/full/api/ext/event_evidence?id=${event.id}`]);
    expect(marks.map((mark) => mark.textContent)).toEqual(['Chegg', 'usernames']);
    expect(container.querySelector('ul[aria-label="Evidence: Data"]')?.textContent).toContain(
      'The exposed data included email addresses, usernames, names and passwords.',
    );
    const link = container.querySelector<HTMLAnchorElement>('a[href="https://news.example/chegg"]');
    expect(link?.textContent).toBe('Chegg data breach');
    expect(link?.rel).toBe('noopener noreferrer');
  });

  it('says when the event has no evidence', async () => {
    profileChoice.set('full');
    serve(() => new Response(JSON.stringify({ event_id: event.id, evidence: [] })));
    await render();
    await waitFor(() =>
      section()?.textContent?.includes('No evidence stored for this event') ? true : null,
    );
  });

  it('shows an error in the section, and Retry asks again', async () => {
    profileChoice.set('full');
    let failing = true;
    const asked = serve(() =>
      failing
        ? new Response(
            JSON.stringify({
              status: 'error',
              status_code: 404,
              error_code: 'NOT_FOUND',
              message: 'id names no event',
            }),
            { status: 404 },
          )
        : new Response(evidence),
    );
    await render();
    await waitFor(() => (section()?.textContent?.includes('The evidence could not be loaded') ? true : null));
    expect(section()?.textContent).toContain('id names no event');
    failing = false;
    const retry = [...container.querySelectorAll('button')].find((b) =>
      /retry|try again/i.test(b.textContent ?? ''),
    );
    await act(async () => {
      retry?.click();
      await Promise.resolve();
    });
    await waitFor(() => container.querySelector('mark'));
    expect(asked).toHaveLength(2);
  });

  it('on the public profile says evidence is local only, and asks for none', async () => {
    profileChoice.set('newscatcher');
    const asked = serve(() => new Response(evidence));
    await render();
    await waitFor(() =>
      section()?.textContent?.includes('Evidence is available on the local service only') ? true : null,
    );
    expect(asked).toEqual([]);
  });
});
