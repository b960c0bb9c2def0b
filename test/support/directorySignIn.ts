import { beginAuthorization, completeAuthorization, CookieJar, send } from './signIn';

/**
 * Sign-in through the company directory over HTTP, as a browser walks it: our authorize → our
 * sign-in page → its directory button, which sends on to the directory → the directory's form → back to our callback
 * → our provider → code → token endpoint. The directory keeps cookies of its own.
 */
export async function signInThroughDirectory(baseUrl: string, login: string) {
  const flow = await beginAuthorization(baseUrl);
  const page = await send(flow.jar, `${baseUrl}${flow.signInPath}`);
  if (!(await page.text()).includes(`${flow.signInPath}/directory`)) {
    throw new Error('the sign-in page offers no company directory');
  }
  let response = await send(flow.jar, `${baseUrl}${flow.signInPath}/directory`);
  if (response.status !== 303) {
    return { ok: false as const, status: response.status, page: await response.text() };
  }
  const directoryJar = new CookieJar();
  let location = response.headers.get('location')!;
  response = await send(directoryJar, location);
  const form = new URL(response.headers.get('location')!, location).href;
  response = await send(directoryJar, form, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login }).toString(),
  });
  // The directory resumes its own flow, then sends the browser back to us with a code.
  location = new URL(response.headers.get('location')!, form).href;
  while (!location.startsWith(baseUrl)) {
    response = await send(directoryJar, location);
    const next = response.headers.get('location');
    if (!next) throw new Error(`directory stopped at ${response.status} ${await response.text()}`);
    location = new URL(next, location).href;
  }
  response = await send(flow.jar, location);
  if (response.status !== 303) {
    return { ok: false as const, status: response.status, page: await response.text() };
  }
  return completeAuthorization(baseUrl, flow, response);
}
