/**
 * Generated from the OpenAPI document (issue 21): every writing route (POST, PUT, PATCH, DELETE),
 * called by the viewer (only `.View` rights) and by a signed-in user without any right in the
 * account, with real ids of that account → 403, and nothing changed. The lists below name, with
 * their reasons, the writing routes a viewer may call; a user without rights may call none but
 * those that change only the caller's own state.
 */
import { changedTables, databaseDigest } from '../../support/databaseDigest';
import { writes } from '../../support/openApi';
import { publicByDesign, startProbeServer, type ProbeServer } from './probeServer';
import { send } from './probeRequest';
import { realisticProbe } from './realisticProbe';

/** POST carries a query or a check that reads: a viewer may call them, but they write nothing. */
const readsByPost: Record<string, string> = {
  'POST /WhatsAppApi/template/templates': 'the template list with its paging and filters',
  'POST /WhatsAppApi/newsletter/newsletters': 'the newsletter list with its paging and filters',
  'POST /WhatsAppApi/conversation/conversations': 'the inbox with its paging, filter and search',
  'POST /WhatsAppApi/newsletter/validate/waba': 'a pre-send check: a viewer sees its result',
  'POST /WhatsAppApi/newsletter/validate/businessphonenumber': 'a pre-send check',
  'POST /WhatsAppApi/newsletter/validate/businessaccount': 'a pre-send check',
  'POST /WhatsAppApi/newsletter/validate/template': 'a pre-send check',
  'POST /WhatsAppApi/newsletter/validate/links': 'a pre-send check',
  'POST /WhatsAppApi/newsletter/validate/sendlimit': 'a pre-send check',
  'POST /SubscriberAPI/WhatsApp/personalizationCoverage': 'counts filled fields of a group',
  'POST /WhatsAppApi/statistic/newsletter': 'the statistics list of a period',
  'POST /WhatsAppApi/statistic/{id}/delivery/details': 'a statistics detail list',
  'POST /WhatsAppApi/statistic/{id}/reaction/details': 'a statistics detail list',
  'POST /WhatsAppApi/statistic/{id}/recipients/details': 'a statistics detail list',
};

/** Spec section 6 knows one media right, MediaDatabase.View: it covers changing media too. */
const mediaView = 'spec section 6 has MediaDatabase.View as the only media right';
const viewRightWrites: Record<string, string> = {
  'POST /API/MediaDatabase/UploadFile': mediaView,
  'POST /API/MediaDatabase/Folder': mediaView,
  'PATCH /API/MediaDatabase/Folder/{id}': mediaView,
  'DELETE /API/MediaDatabase/Folder/{id}': mediaView,
  'PATCH /API/MediaDatabase/Asset/{id}': mediaView,
  'DELETE /API/MediaDatabase/Asset/{id}': mediaView,
  'POST /API/MediaDatabase/SaveFileAllocation': mediaView,
};

/** Writes that change only the caller's own state, which needs no right. */
const ownState: Record<string, string> = {
  'POST /connect/userinfo': 'reads the caller’s own profile (OpenID Connect)',
  'PATCH /api/Authorization/user/switchaccount/{accountId}': 'the caller’s current account',
  'POST /api/feedback': 'the caller’s feedback on an error page',
  'POST /NavigationApi/HelpArea/SendSupportRequest': 'the caller’s support request',
  'POST /Dynamix/PopupRequest.aspx': 'the help popup’s second post of that support request',
  'PUT /NavigationApi/NotificationCenter/MarkRead/{id}': 'the caller’s own notification',
  'DELETE /NavigationApi/NotificationCenter/DeleteNotification/{id}':
    'the caller’s own notification',
  'PUT /WhatsAppApi/UserNotification/{id}': 'the caller’s own notification',
  'DELETE /WhatsAppApi/UserNotification/{id}': 'the caller’s own notification',
  'POST /NavigationApi/Search/AddVisitedPage': 'the caller’s own history of visited pages',
};

let server: ProbeServer;

beforeAll(async () => {
  server = await startProbeServer();
});
afterAll(() => server?.close());

it('refuses every writing route to the viewer and to a user without rights, changing nothing', async () => {
  const writing = server.operations.filter((operation) => !operation.public && writes(operation));
  expect(writing.length).toBeGreaterThan(60);
  const listed = [readsByPost, viewRightWrites, ownState].flatMap((list) => Object.keys(list));
  const unknown = listed.filter((key) => !writing.some((operation) => operation.key === key));
  expect(unknown).toEqual([]);

  const failures: string[] = [];
  let requests = 0;
  let last = await databaseDigest(server.db);
  for (const operation of writing) {
    if (operation.key in ownState) continue;
    const probe = await realisticProbe(server, operation);
    const callers: [string, string][] = [['nobody', server.tokens.nobody]];
    if (!(operation.key in viewRightWrites)) callers.push(['viewer', server.tokens.viewer]);
    for (const [who, token] of callers) {
      const answer = await send(server.baseUrl, token, probe);
      requests++;
      const now = await databaseDigest(server.db);
      const changed = changedTables(last, now);
      last = now;
      const mayPass = who === 'viewer' && operation.key in readsByPost;
      if ((mayPass ? answer.status === 403 : answer.status !== 403) || changed.length > 0) {
        failures.push(
          `${operation.key} by ${who} → ${answer.status} ${answer.text.slice(0, 120)}` +
            (changed.length ? ` changed ${changed.join(', ')}` : ''),
        );
      }
    }
  }
  console.log(
    `rights: ${writing.length} writing routes, ${requests} calls by the viewer and a user ` +
      `without rights; allowed by design: ${Object.keys(publicByDesign).length} public routes, ` +
      `${Object.keys(readsByPost).length} reads by POST, ` +
      `${Object.keys(viewRightWrites).length} media writes, ${Object.keys(ownState).length} ` +
      `changes of the caller's own state`,
  );
  expect(failures).toEqual([]);
}, 300_000);
