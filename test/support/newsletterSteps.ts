/**
 * Steps the browser tests of newsletters and statistics share: API calls as a signed-in user,
 * a recipient group made over the API, and a newsletter created and checked in the editor.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { api } from './signIn';

export interface Session {
  baseUrl: string;
  token: string;
}

/** One call of the product's API; fails the test on any answer but 2xx. */
export async function call(session: Session, path: string, method = 'GET', body?: unknown) {
  const response = await api(session.baseUrl, session.token, path, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  if (!response.ok) {
    assert.fail(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response.status === 204 ? null : response.json();
}

/** A subscriber (German, confirmed, named Erika Probe) with `telnr`; answers its uniqueId. */
export async function createSubscriber(
  session: Session,
  lastname: string,
  telnr: string | undefined,
  change: object = {},
): Promise<string> {
  const created = (await call(session, '/SubscriberAPI/Subscribers', 'POST', {
    firstname: 'Erika',
    lastname,
    culture: 'de-DE',
    doiStatus: 'confirmed',
    ...(telnr && { telnr }),
    ...change,
  })) as { uniqueId: string };
  return created.uniqueId;
}

/** A static group of the given subscribers. */
export async function createGroup(session: Session, name: string, subscriberIds: string[]) {
  const group = (await call(session, '/SubscriberGroupsApi/Groups', 'POST', { name })) as {
    uniqueId: string;
  };
  await call(session, `/SubscriberGroupsApi/Groups/${group.uniqueId}/members`, 'POST', {
    subscriberIds,
  });
  return group.uniqueId;
}

/** Creates, saves and checks a newsletter for the group in the editor; answers its id. */
export async function createAndCheck(
  page: Page,
  baseUrl: string,
  name: string,
  groupLabel: string,
  templateLabel = 'Herbstreisen 2026 (de)',
): Promise<number> {
  await page.goto(`${baseUrl}/WhatsApp/Overview`);
  await page.getByTestId('newsletter-create').click();
  await page.getByTestId('newsletter-form').waitFor();
  await page.getByLabel('Name').first().fill(name);
  await page.getByTestId('newsletter-template').selectOption({ label: templateLabel });
  await page.getByTestId('newsletter-profile').selectOption({ label: groupLabel });
  await page.getByTestId('newsletter-save').click();
  await page.waitForURL(/\/WhatsApp\/Campaigns\/Edit\/\d+$/);
  await page.getByTestId('newsletter-check').click();
  await page.getByTestId('newsletter-check-outcome').waitFor({ timeout: 30_000 });
  return Number(new URL(page.url()).pathname.split('/').pop());
}
