/**
 * Importing 100,000 subscribers from a CSV file on the embedded database (PGlite, on disk): the
 * seconds from start to done (budget 20 s), with the peak growth of the process's resident memory
 * while it runs, sampled every 50 ms, to show that memory stays flat (the file is streamed in
 * batches).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { migrate } from '../../src/server/db/migrate';
import { openPglite } from '../../src/server/db/pglite';
import { createDiskStorage } from '../../src/server/media/diskStorage';
import { sniffCsv } from '../../src/server/suite/subscribers/import/csvFile';
import { runSubscriberImport } from '../../src/server/suite/subscribers/import/runSubscriberImport';
import type { BenchResult } from './run';

const rows = 100_000;
const firstNames = ['Anna', 'Lukas', 'Marie', 'Jörg', 'Sophie', 'Finn', 'Emma', 'Oliver'];
const lastNames = ['Müller', 'Schmidt', 'Weber', 'Becker', 'Smith', 'Rossi', 'Nowak', 'Yılmaz'];

/** A CSV file of 100,000 subscribers, with bad and duplicate rows as a real file has. */
export async function writeCsv(file: string) {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write('Vorname;Nachname;E-Mail;Telefon;Sprache\n');
  for (let i = 1; i <= rows; i++) {
    // Every 50th row is bad (invalid number) and every 97th a duplicate of the row before.
    const n = i % 97 === 0 ? i - 1 : i;
    const phone = i % 50 === 0 ? '+49 123' : `0151 ${String(10000000 + n).slice(-8)}`;
    await write(
      `${firstNames[i % 8]};${lastNames[(i * 7) % 8]};person${n}@example.de;${phone};${i % 5 ? 'de-DE' : 'en-GB'}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

export async function subscriberImportBench(): Promise<BenchResult[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'relay-import-bench-'));
  // Where the server's disk storage keeps import files (`DATA_DIR/imports`).
  const storage = createDiskStorage(path.join(dir, 'imports'));
  const file = path.join(dir, 'imports', 'subscribers.csv');
  // On disk, as `npm start` keeps its embedded database (`./data`): an in-memory PGlite would
  // count the growth of its WASM heap as the import's memory.
  const db = await openPglite(path.join(dir, 'database'));
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeCsv(file);
    await migrate(db);
    const [account] = await db.query<{ id: number }>(
      `insert into accounts (name) values ('Bench') returning id`,
    );
    const shape = await sniffCsv(createReadStream(file));
    const columns = ['firstname', 'lastname', 'email', 'telnr', 'culture'].map((field, index) => ({
      index,
      field,
    }));
    const [job] = await db.query<{ id: number }>(
      `insert into subscriber_imports (account_id, file_name, file_key, delimiter, encoding,
         headers, mapping) values ($1, 'bench.csv', $2, $3, $4, '[]', $5) returning id`,
      [account.id, 'subscribers.csv', shape.delimiter, shape.encoding, JSON.stringify(columns)],
    );
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 50);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await runSubscriberImport(db, storage, job.id);
    const seconds = (performance.now() - started) / 1000;
    // PGlite runs in this process: its CPU time is the import's work, whatever else the
    // machine is doing meanwhile.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    const [outcome] = await db.query<{ state: string; imported: number; rejected: number }>(
      'select state, imported, rejected from subscriber_imports where id = $1',
      [job.id],
    );
    if (outcome.state !== 'done') throw new Error(`import ended ${outcome.state}`);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    return [
      {
        name: 'CSV import of 100,000 subscribers (PGlite)',
        figure: seconds,
        budget: 20,
        unit: 's',
        detail:
          `${outcome.imported} imported, ${outcome.rejected} rejected; CPU time ` +
          `${cpuSeconds.toFixed(1)} s; peak RSS growth ` +
          `${mb(peakRss - baseline.rss)} MB (PGlite's WASM heap included), peak JS heap growth ` +
          `${mb(peakHeap - baseline.heapUsed)} MB`,
      },
    ];
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
