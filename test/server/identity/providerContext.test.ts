/**
 * The identity provider's request storage is on only while one of its requests runs
 * (providerContext.ts): an enabled AsyncLocalStorage costs every promise of the process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { storageOffBetween } from '../../../src/server/identity/providerContext';

describe('storageOffBetween', () => {
  const storage = new AsyncLocalStorage<string>();
  const gates = new Map<string, () => void>();
  const seen: (string | undefined)[] = [];
  let release!: () => void;
  const later = new Promise<void>((resolve) => (release = resolve));
  let lateStore: Promise<string | undefined> | undefined;
  const handle = storageOffBetween(storage, (name: string) =>
    storage.run(name, async () => {
      // A continuation of this request that runs only after every request has ended.
      lateStore ??= later.then(() => storage.getStore());
      await new Promise<void>((resolve) => gates.set(name, resolve));
      seen.push(storage.getStore());
    }),
  );

  it('keeps the storage on while a request runs, and turns it off once none does', async () => {
    const first = handle('first');
    const second = handle('second');
    gates.get('second')!();
    await second;
    // The first request still reads its store after the second one ended.
    gates.get('first')!();
    await first;
    expect(seen).toEqual(['second', 'first']);
    release();
    // Turned off: what was started in a request no longer carries its store.
    expect(await lateStore).toBeUndefined();
  });

  it('turns the storage off after a failed request too, and on again for the next', async () => {
    let go!: () => void;
    const gate = new Promise<void>((resolve) => (go = resolve));
    let continuation: Promise<string | undefined> | undefined;
    const failing = storageOffBetween(storage, () =>
      storage.run('failing', async () => {
        continuation = gate.then(() => storage.getStore());
        throw new Error('provider error');
      }),
    );
    await expect(failing()).rejects.toThrow('provider error');
    go();
    expect(await continuation).toBeUndefined();
    const next = storage.run('next', () => Promise.resolve().then(() => storage.getStore()));
    expect(await next).toBe('next');
  });
});
