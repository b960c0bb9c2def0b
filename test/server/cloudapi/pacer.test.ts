/** The pacer on a fake clock: throughput per number and the messaging limit per account. */
import { FakeClock } from '../../../src/server/cloudapi/clock';
import {
  DAY_MS,
  messagingLimitOf,
  SendPacer,
  throughputOf,
} from '../../../src/server/cloudapi/pacer';

/** Largest number of sends in any window of `windowMs` (sends sorted by time). */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end] - times[start] >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

it('never lets more than one second worth through, in any window', async () => {
  const clock = new FakeClock(1_000_000);
  const pacer = new SendPacer({ clock, defaultRate: 80 });
  const times: number[] = [];
  // 800 concurrent senders; the fake clock jumps as the pacer sleeps.
  await Promise.all(
    Array.from({ length: 800 }, (_, i) =>
      pacer.acquire('phone-1', 'account-1', `49151${i}`).then(() => times.push(clock.now())),
    ),
  );
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(80);
  expect(busiestWindow(times, 100)).toBeLessThanOrEqual(8);
  // And it keeps the rate: 800 messages, spaced 12.5 ms apart.
  expect(times[799] - times[0]).toBeCloseTo((799 / 80) * 1000, 6);
});

it('reaches the full rate of 1,000/s yet never more than 1,000 in any second', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  pacer.setThroughput('fast', 1000);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 3000 }, (_, i) =>
      pacer.acquire('fast', 'a', `r${i}`).then(() => times.push(clock.now())),
    ),
  );
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(1000);
  expect(times[2999] - times[0]).toBe(2999);
});

it('paces each phone number on its own', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  pacer.setThroughput('slow', 20);
  const times: Record<string, number[]> = { slow: [], other: [] };
  await Promise.all(
    ['slow', 'other'].flatMap((phone) =>
      Array.from({ length: 100 }, (_, i) =>
        pacer.acquire(phone, 'a', `r${i}`).then(() => times[phone].push(clock.now())),
      ),
    ),
  );
  expect(busiestWindow(times.slow, 1000)).toBeLessThanOrEqual(20);
  expect(busiestWindow(times.other, 1000)).toBeLessThanOrEqual(80);
  expect(busiestWindow(times.other, 1000)).toBeGreaterThan(20);
});

it('lets no backlog out at once after the clock jumps (a stalled event loop)', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  await pacer.acquire('p', 'a', 'first');
  clock.advance(10_000);
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      pacer.acquire('p', 'a', `r${i}`).then(() => times.push(clock.now())),
    ),
  );
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(80);
});

it('holds a number back after a 130429', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  await pacer.acquire('p', 'a', 'r');
  pacer.backOff('p', 2000);
  await pacer.acquire('p', 'a', 'r');
  expect(clock.now()).toBeGreaterThanOrEqual(2000);
});

it('refuses a new recipient over the messaging limit until the oldest leaves the 24 h window', async () => {
  const clock = new FakeClock(5_000);
  const pacer = new SendPacer({ clock });
  pacer.setMessagingLimit('acct', 2);
  expect(await pacer.acquire('p', 'acct', 'anna')).toEqual({ ok: true });
  clock.advance(60_000);
  expect(await pacer.acquire('p', 'acct', 'ben')).toEqual({ ok: true });
  expect(await pacer.acquire('p', 'acct', 'anna')).toEqual({ ok: true }); // already counted
  const refused = await pacer.acquire('p', 'acct', 'carla');
  expect(refused).toEqual({
    ok: false,
    reason: 'messagingLimit',
    retryAt: 65_000 + DAY_MS, // ben, now the oldest
  });
  expect(pacer.recipientsInWindow('acct')).toBe(2);
  // anna was messaged again at 65 s: both leave the window a day after that.
  clock.advance(DAY_MS + 1);
  expect(await pacer.acquire('p', 'acct', 'carla')).toEqual({ ok: true });
  expect(pacer.recipientsInWindow('acct')).toBe(1);
});

it('a template into an open window does not use up the daily limit', async () => {
  const clock = new FakeClock(5_000);
  const pacer = new SendPacer({ clock });
  pacer.setMessagingLimit('acct', 1);
  const windowUntil = clock.now() + 60_000;
  // Two people who wrote to the number: neither counts, so the one slot stays free.
  expect(await pacer.acquire('p', 'acct', 'anna', windowUntil)).toEqual({ ok: true });
  expect(await pacer.acquire('p', 'acct', 'ben', windowUntil)).toEqual({ ok: true });
  expect(pacer.recipientsInWindow('acct')).toBe(0);
  expect(await pacer.acquire('p', 'acct', 'carla')).toEqual({ ok: true });
  // The limit is used up now, but not for people inside their window.
  expect(await pacer.acquire('p', 'acct', 'dora', windowUntil)).toEqual({ ok: true });
  expect(await pacer.acquire('p', 'acct', 'emil')).toMatchObject({ ok: false });
  // Once anna's window has closed she counts again, and is refused like anyone else.
  clock.advance(60_000);
  expect(await pacer.acquire('p', 'acct', 'anna', windowUntil)).toMatchObject({
    ok: false,
    reason: 'messagingLimit',
  });
});

it('reads throughput levels and messaging limit tiers', () => {
  expect(throughputOf('STANDARD')).toBe(80);
  expect(throughputOf('HIGH')).toBe(1000);
  expect(messagingLimitOf('TIER_250')).toBe(250);
  expect(messagingLimitOf('TIER_2K')).toBe(2000);
  expect(messagingLimitOf('TIER_100K')).toBe(100_000);
  expect(messagingLimitOf('TIER_UNLIMITED')).toBe(Infinity);
});
