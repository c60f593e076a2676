// @vitest-environment jsdom
// The events export: a trimmed answer is completed (the full answer's articles) before the files are
// written, so the CSV's article_links and the JSON's articles are what they always were; an answer that
// already carries its articles is written at once; a failed completion says so and writes nothing.
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BreachEvent } from '../../../contract/events';
import { prepareDomForMantine } from '../../../../test/helpers/jsdom-mantine';
import { mountInApp, unmountApp, waitFor } from '../../../../test/helpers/render-in-app';
import type * as DownloadModule from '../../lib/download';
import { EventExportButtons } from './EventExportButtons';

const downloads = vi.hoisted(() => [] as { name: string; text: string }[]);
vi.mock('../../lib/download', async (original) => ({
  ...(await original<typeof DownloadModule>()),
  downloadTextFile: (name: string, _type: string, text: string) => downloads.push({ name, text }),
}));

beforeAll(prepareDomForMantine);

afterEach(() => {
  unmountApp();
  downloads.length = 0;
});

function event(id: string, articles?: BreachEvent['articles']): BreachEvent {
  return {
    id,
    event_type: 'data_breach',
    global_event_type: 'DataMonitoring',
    associated_article_ids: [`${id}-a`],
    extraction_date: '2026-11-20 10:00:00',
    event_date: null,
    company_name: `Company ${id}`,
    data_breach: { summary: 's', impacted: [], data: 'emails', data_type: 'personal', title: 't' },
    ...(articles ? { articles } : {}),
  };
}
const withArticles = (id: string) =>
  event(id, [{ id: `${id}-a`, title: `Title ${id}`, link: `https://news.example/${id}` }]);

async function click(container: HTMLElement, name: string) {
  const button = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  expect(button).not.toBeNull();
  await act(async () => {
    button!.click();
    await Promise.resolve();
  });
}

describe('EventExportButtons', () => {
  it('completes a trimmed answer before writing the CSV and the JSON', async () => {
    const loadFull = vi.fn(async (listed: readonly BreachEvent[]) =>
      listed.map((each) => withArticles(each.id)),
    );
    const container = await mountInApp(() => (
      <EventExportButtons events={[event('e2'), event('e1')]} loadFull={loadFull} />
    ));
    await click(container, 'Export events as CSV');
    const csv = await waitFor(() => downloads[0]);
    expect(csv.name).toMatch(/^newsdeck-breaches-.*\.csv$/);
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]!.endsWith('associated_article_ids,article_links')).toBe(true);
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([
      'https://news.example/e2',
      'https://news.example/e1',
    ]);

    await click(container, 'Export events as JSON');
    const json = await waitFor(() => downloads[1]);
    const exported = JSON.parse(json.text) as BreachEvent[];
    expect(exported.map((each) => each.articles?.[0]?.title)).toEqual(['Title e2', 'Title e1']);
    expect(loadFull).toHaveBeenCalledTimes(2);
  });

  it('writes an answer that carries its articles without asking for more', async () => {
    const loadFull = vi.fn(async () => []);
    const container = await mountInApp(() => (
      <EventExportButtons events={[withArticles('e1')]} loadFull={loadFull} />
    ));
    await click(container, 'Export events as JSON');
    const json = await waitFor(() => downloads[0]);
    expect((JSON.parse(json.text) as BreachEvent[])[0]?.articles).toHaveLength(1);
    expect(loadFull).not.toHaveBeenCalled();
  });

  it('says when the full answer could not be had, and writes nothing', async () => {
    const loadFull = vi.fn(async () => {
      throw new Error('the network is down');
    });
    const container = await mountInApp(() => (
      <EventExportButtons events={[event('e1')]} loadFull={loadFull} />
    ));
    await click(container, 'Export events as CSV');
    const alert = await waitFor(() => container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('Export failed');
    expect(downloads).toEqual([]);
  });
});
