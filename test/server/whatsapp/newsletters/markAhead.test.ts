/** How far the sending engine marks rows ahead of the pacer (markAhead.ts). */
import { MarkAhead } from '../../../../src/server/whatsapp/newsletters/sending/markAhead';

const settle = () => new Promise((resolve) => setImmediate(resolve));

it('lets a group be marked while fewer than its size of marked groups wait to leave', async () => {
  const ahead = new MarkAhead(2);
  const first = await ahead.turn();
  const second = await ahead.turn();
  let third: (() => void) | null = null;
  void ahead.turn().then((left) => (third = left));
  await settle();
  // Two groups marked and neither leaving: the third waits, however slow the pacer is.
  expect(third).toBeNull();
  second(); // a later group leaving first frees no turn: groups leave in order
  await settle();
  expect(third).toBeNull();
  first();
  await settle();
  expect(third).not.toBeNull();
});

it('gives turns in the order they were asked for, across batches', async () => {
  const ahead = new MarkAhead(1);
  const order: string[] = [];
  const leaves: (() => void)[] = [];
  const ask = (name: string) =>
    ahead.turn().then((left) => {
      order.push(name);
      leaves.push(left);
    });
  const asked = [ask('batch 1, group 1'), ask('batch 1, group 2'), ask('batch 2, group 1')];
  for (let i = 0; i < 3; i++) {
    await settle();
    leaves[i]?.();
  }
  await Promise.all(asked);
  expect(order).toEqual(['batch 1, group 1', 'batch 1, group 2', 'batch 2, group 1']);
});

it('frees the turn of a group that will not leave (nothing marked, stopping)', async () => {
  const ahead = new MarkAhead(1);
  (await ahead.turn())();
  // Leaving twice is harmless.
  const next = await ahead.turn();
  next();
  next();
  await expect(ahead.turn()).resolves.toBeInstanceOf(Function);
});
