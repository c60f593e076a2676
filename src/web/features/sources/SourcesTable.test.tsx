// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SourcesTable } from './SourcesTable';
import { sourceRowOf } from './source-rows';
import { prepareDomForMantine } from '../../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../../test/helpers/render-in-app';

beforeAll(() => {
  prepareDomForMantine();
  window.scrollTo = () => undefined;
  // The table's scroll container measures itself; jsdom has no layout.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => unmountApp());

describe('SourcesTable', () => {
  it('asks for a logo on a host that can exist, never on a name reserved never to resolve', async () => {
    const rows = [
      { domain_url: 'harbor.example', name_source: 'Harbor Daily', logo: 'https://harbor.example/logo.png' },
      { domain_url: 'x.invalid', name_source: 'Invalid Post', logo: 'https://cdn.x.invalid/logo.png' },
      { domain_url: 'news.com', name_source: 'News Com', logo: 'https://cdn.news.com/logo.png' },
    ].map((source) => sourceRowOf({ ...source, additional_info: { rank: 10, country: 'US' } }));
    const container = await mountInApp(
      () => (
        <SourcesTable
          rows={rows}
          sort="rank"
          order="asc"
          onSort={() => undefined}
          showLanguages={false}
          topAuthorsProfile={null}
        />
      ),
      { path: '/sources', otherPaths: ['/authors'] },
    );
    await waitFor(() => container.querySelector('table'));
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(['https://cdn.news.com/logo.png']);
    // The two others show their initials instead.
    expect(container.textContent).toContain('HD');
    expect(container.textContent).toContain('IP');
  });
});
