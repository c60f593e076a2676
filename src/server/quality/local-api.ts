// The local API over a store, in process, as the quality scripts ask it: the app the server runs, with the demo keys,
// so that what they measure is what users get.
import path from 'node:path';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { demoKeyTable } from '../local/plans';
import type { Db } from '../store/db';
import type { BreachEvent } from '../analysis/breaches/types';

/** A POST of a JSON body to a route, answering its JSON; throws unless the answer is 200. */
export type LocalPost = (route: string, body: object) => Promise<unknown>;

/** POSTs to the in-process app over `db` (its store in `dataDir`), with the full plan's demo key. */
export function localApiPost(db: Db, dataDir: string): LocalPost {
  const config = loadConfig({ DATA_DIR: dataDir, NEWSDECK_NO_SEED: '1' });
  const app = createApp(config, { db, keys: demoKeyTable(), distDir: path.join(dataDir, 'no-dist') });
  return async (route, body) => {
    const response = await app.request(route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': 'demo-full' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
    return response.json();
  };
}

/** Every data_breach event the store answers; throws at events_search's cap of 1000, where some would be left out. */
export async function allBreachEvents(post: LocalPost): Promise<BreachEvent[]> {
  const body = (await post('/api/events_search', { event_type: 'data_breach' })) as {
    count: number;
    events: BreachEvent[];
  };
  if (body.count >= 1000) throw new Error('events_search hit its cap of 1000 events');
  return body.events;
}
