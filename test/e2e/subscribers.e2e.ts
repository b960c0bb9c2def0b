/**
 * Subscribers in Debian's Chromium against the real server and the built web app: a marketer
 * imports a CSV file with good and bad rows, follows the progress and reads the report (each bad
 * row with its reason); creates a group (a duplicate name is refused on the field), adds found
 * subscribers to it and sees its member count; adding none gives the "no recipients" message.
 * Run with `npm run build && node --import tsx --test test/e2e/subscribers.e2e.ts`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signInInBrowser } from '../support/browser';
import { startRealServer, type RunningServer } from '../support/runningServer';

let server: RunningServer;
let browser: Browser;
let page: Page;
const dir = mkdtempSync(path.join(tmpdir(), 'relay-e2e-csv-'));

before(async () => {
  server = await startRealServer();
  browser = await launchChromium();
  page = await signInInBrowser(
    browser,
    server.baseUrl,
    'marketer',
    'relay-marketer',
    '/Subscribers',
  );
});
after(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const csv = [
  'Vorname;Nachname;E-Mail;Telefon;Sprache',
  'Greta;Grünwald;greta.gruenwald@example.de;0171 5550101;de-DE',
  'Piet;Paulsen;piet.paulsen@example.de;+31 6 12345678;nl-NL',
  'Falsche;Nummer;falsch@example.de;+49 123;de-DE',
  'Ohne;Kontakt;;;de-DE',
  'Greta;Doppelt;greta.gruenwald@example.de;;de-DE',
].join('\n');

describe('subscribers', () => {
  it('imports a CSV file and reports each rejected row with its reason', async () => {
    await page.getByTestId('subscriber-count').waitFor();
    await page.getByTestId('import-link').click();
    await page.waitForURL((url) => url.pathname === '/Subscribers/Import');
    const file = path.join(dir, 'kontakte.csv');
    writeFileSync(file, csv);
    await page.getByTestId('import-file').setInputFiles(file);
    await page.getByTestId('import-upload').click();
    await page.getByTestId('import-mapping').waitFor();
    // Guessed from the header names.
    assert.equal(await page.getByTestId('mapping-2').inputValue(), 'email');
    assert.equal(await page.getByTestId('mapping-3').inputValue(), 'telnr');
    await page.getByTestId('import-start').click();
    const summary = page.getByTestId('import-summary');
    await summary.waitFor({ timeout: 30_000 });
    assert.match(await summary.innerText(), /2 Abonnenten importiert, 3 Zeilen abgelehnt/);
    const report = await page.getByTestId('import-rejections').innerText();
    assert.match(report, /4\s+Ungültige Telefonnummer/);
    assert.match(report, /5\s+Weder E-Mail-Adresse noch Telefonnummer/);
    assert.match(report, /6\s+Doppelt in der Datei/);
  });

  it('creates a group, refuses its name twice, and adds found subscribers to it', async () => {
    await page.goto(`${server.baseUrl}/Subscribers/Groups`);
    await page.getByTestId('group-list').waitFor();
    const form = page.getByTestId('group-create-form');
    await form.getByLabel('Name der neuen Gruppe').fill('Importierte Kontakte');
    await form.getByRole('button', { name: 'Gruppe anlegen' }).click();
    const row = page.getByTestId('group-row').filter({ hasText: 'Importierte Kontakte' });
    await row.waitFor();
    assert.match(await row.innerText(), /0 Mitglieder/);
    await form.getByLabel('Name der neuen Gruppe').fill('importierte kontakte');
    await form.getByRole('button', { name: 'Gruppe anlegen' }).click();
    await page.getByText('Dieser Name ist bereits vergeben.').waitFor();

    await page.goto(`${server.baseUrl}/Subscribers`);
    await page.getByTestId('subscriber-count').waitFor();
    await page.getByTestId('target-group').selectOption({ label: 'Importierte Kontakte' });
    // Nothing selected: the message of spec section 5.
    await page.getByTestId('add-to-group').click();
    await page.getByText('Es gibt keine Empfänger zum Hinzufügen.').waitFor();

    await page.getByTestId('subscriber-search').fill('Grünwald');
    await page.getByTestId('subscriber-row').filter({ hasText: 'Greta Grünwald' }).waitFor();
    assert.match(await page.getByTestId('subscriber-count').innerText(), /^1 Abonnent$/);
    await page.getByLabel('Greta Grünwald auswählen').check();
    await page.getByTestId('subscriber-search').fill('Paulsen');
    await page.getByTestId('subscriber-row').filter({ hasText: 'Piet Paulsen' }).waitFor();
    await page.getByLabel('Piet Paulsen auswählen').check();
    await page.getByTestId('add-to-group').click();
    const notice = page.getByTestId('members-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), /2 Abonnenten wurden zur Gruppe „Importierte Kontakte“/);

    await page.goto(`${server.baseUrl}/Subscribers/Groups`);
    const counted = page.getByTestId('group-row').filter({ hasText: 'Importierte Kontakte' });
    await counted.waitFor();
    assert.match(await counted.innerText(), /2 Mitglieder/);
  });
  it('selects all N results of a filtered list and adds them to a group in one go', async () => {
    await page.goto(`${server.baseUrl}/Subscribers/Groups`);
    await page.getByTestId('group-list').waitFor();
    const form = page.getByTestId('group-create-form');
    await form.getByLabel('Name der neuen Gruppe').fill('Alle Treffer');
    await form.getByRole('button', { name: 'Gruppe anlegen' }).click();
    await page.getByTestId('group-row').filter({ hasText: 'Alle Treffer' }).waitFor();

    await page.goto(`${server.baseUrl}/Subscribers`);
    const count = page.getByTestId('subscriber-count');
    await count.waitFor();
    const unfiltered = await count.innerText();
    await page.getByTestId('subscriber-search').fill('example.de');
    // The search applies when the count changes (numbers in German: 2.574).
    await page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="subscriber-count"]')?.textContent !== before,
      unfiltered,
    );
    const counted = (await count.innerText()).replace(/\./g, '').match(/^(\d+)/);
    assert.ok(counted, 'the list says how many match');
    const total = Number(counted[1]);
    assert.ok(total > 1);
    await page.getByTestId('select-all-results').click();
    assert.match(
      await page.getByTestId('selection-count').innerText(),
      new RegExp(`^${total} Abonnenten ausgewählt$`),
    );
    await page.getByTestId('target-group').selectOption({ label: 'Alle Treffer' });
    await page.getByTestId('add-to-group').click();
    const notice = page.getByTestId('members-notice');
    await notice.waitFor();
    assert.match(await notice.innerText(), new RegExp(`${total} Abonnenten wurden`));

    await page.goto(`${server.baseUrl}/Subscribers/Groups`);
    const row = page.getByTestId('group-row').filter({ hasText: 'Alle Treffer' });
    await row.waitFor();
    assert.match(await row.innerText(), new RegExp(`${total} Mitglieder`));
  });
});
