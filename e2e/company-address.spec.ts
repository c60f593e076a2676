// A company page reached by typing or pasting the organisation's name into the address: it opens under the
// company's key, with its events, instead of refusing the name as a malformed key.
import { expect, test } from './support';

const firstLoad = { timeout: 15_000 };

test('/companies/<a name as written> opens that company’s page under its key', async ({ page, request }) => {
  const response = await request.post('/proxy/full/api/events_search', {
    data: { event_type: 'data_breach' },
  });
  const { events } = (await response.json()) as { events: { company_name: string | null }[] };
  const name = events.map((event) => event.company_name).find((each) => each && /\s/.test(each));
  expect(name, 'an event whose company name has a space').toBeTruthy();

  await page.goto(`/companies/${encodeURIComponent(name!)}`);
  // Its key: lower case, the spaces become "-"; the name typed is kept for the public profile.
  await expect(page).toHaveURL(/\/companies\/[\p{Ll}\p{N}-]+\?name=/u);
  await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible(firstLoad);
  await expect(page.getByRole('region', { name: 'Breach events over time' })).toBeVisible(firstLoad);
  await expect(page.getByText('The request was not valid')).toHaveCount(0);
});
