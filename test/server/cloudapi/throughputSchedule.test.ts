/**
 * The pacer's fixed schedule on a fake clock: message k at start + k/rate without drift, slots
 * missed in a stall caught up within one second's worth, the pause after a 130429, and lanes
 * that never wait on each other.
 */
import { FakeClock } from '../../../src/server/cloudapi/clock';
import { SendPacer } from '../../../src/server/cloudapi/pacer';

/** Largest number of sends in any window of `windowMs` (sends sorted by time). */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  for (let start = 0, end = 0; end < times.length; end++) {
    while (times[end] - times[start] >= windowMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

/**
 * `count` concurrent sends through one number; the release time of each, in order. `afterSend`
 * runs as send i leaves (to stall the clock or pause the number mid-stream).
 */
async function sendAll(
  pacer: SendPacer,
  clock: FakeClock,
  phone: string,
  count: number,
  afterSend: (i: number) => void = () => undefined,
): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      pacer.acquire(phone, 'account', `${phone}-${i}`).then(() => {
        times.push(clock.now());
        // After the sends released together with this one have noted their time.
        queueMicrotask(() => afterSend(i));
      }),
    ),
  );
  return times;
}

it('sends message k at start + k/rate at 80/s, with no drift over 1,000 messages', async () => {
  const clock = new FakeClock(1_700_000_000_000);
  const pacer = new SendPacer({ clock, defaultRate: 80 });
  const times = await sendAll(pacer, clock, 'p', 1000);
  const start = times[0];
  expect(times.map((time, k) => time - start - k * 12.5).every((gap) => gap === 0)).toBe(true);
  expect(busiestWindow(times, 1000)).toBe(80);
});

it('catches up the slots of a short stall at once and ends on time', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  pacer.setThroughput('p', 1000);
  // The event loop stalls for 96 ms after send 200 (a batch write on the server's thread).
  const times = await sendAll(pacer, clock, 'p', 2000, (i) => i === 200 && clock.advance(96));
  expect(times[201] - times[200]).toBe(96);
  // The 96 slots missed leave together, and the last message leaves on its slot.
  expect(times.filter((time) => time === times[201])).toHaveLength(96);
  expect(times[1999] - times[0]).toBe(1999);
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(1000);
});

it('catches up at most a quarter second of a long stall, within rate per second', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock, defaultRate: 80 });
  const stalls = new Set([100, 300, 500]);
  const times = await sendAll(pacer, clock, 'p', 800, (i) => stalls.has(i) && clock.advance(3000));
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(80);
  // A quarter second's worth banked per stall: each costs 3 s less 250 ms and the slot that
  // was due 12.5 ms after the send it followed.
  expect(times[799] - times[0]).toBe(799 * 12.5 + 3 * (3000 - 250 - 12.5));
  // The banked slots leave at once when the loop wakes: a quarter second's worth at 80/s, from
  // the slot due 250 ms ago to the one due now.
  expect(times.filter((time) => time === times[101])).toHaveLength(21);
});

it('loses no sending time to a stall of a fifth of a second (a slow query on PGlite)', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  pacer.setThroughput('p', 1000);
  const times = await sendAll(pacer, clock, 'p', 2000, (i) => i === 200 && clock.advance(200));
  expect(times.filter((time) => time === times[201])).toHaveLength(200);
  expect(times[1999] - times[0]).toBe(1999);
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(1000);
});

it('stays within rate per second when stalls come often (the caught-up slots recur)', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock, defaultRate: 80 });
  const times = await sendAll(pacer, clock, 'p', 1500, (i) => i % 37 === 0 && clock.advance(80));
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(80);
  // Every stall is shorter than the bank: no sending time is lost.
  expect(times[1499] - times[0]).toBeLessThanOrEqual(1499 * 12.5 + 1000);
});

it('holds a number back after a 130429 and restarts its schedule after the pause', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock, defaultRate: 80 });
  let pausedAt = 0;
  const times = await sendAll(pacer, clock, 'p', 300, (i) => {
    if (i !== 100) return;
    pausedAt = clock.now();
    pacer.backOff('p', 2000);
  });
  expect(times[101]).toBe(pausedAt + 2000);
  // Nothing banked during the pause: spaced 1/rate apart from its end.
  expect(times.slice(101).every((time, k) => time === pausedAt + 2000 + k * 12.5)).toBe(true);
});

it('keeps the longer pause when two 130429 come close together', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  await pacer.acquire('p', 'a', 'r');
  pacer.backOff('p', 4000);
  pacer.backOff('p', 1000);
  await pacer.acquire('p', 'a', 'r');
  expect(clock.now()).toBe(4000);
});

it('paces each number on its own schedule: a pause or a slow rate never holds another', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock });
  pacer.setThroughput('slow', 20);
  pacer.setThroughput('fast', 1000);
  const [slow, paused, fast] = await Promise.all([
    sendAll(pacer, clock, 'slow', 40),
    sendAll(pacer, clock, 'paused', 100, (i) => i === 10 && pacer.backOff('paused', 5000)),
    sendAll(pacer, clock, 'fast', 2000),
  ]);
  expect(slow.every((time, k) => time === k * 50)).toBe(true);
  expect(fast.every((time, k) => time === k)).toBe(true);
  expect(paused[11] - paused[10]).toBe(5000);
});

it('changes the rate from the next slot on without a burst', async () => {
  const clock = new FakeClock();
  const pacer = new SendPacer({ clock, defaultRate: 80 });
  const times = await sendAll(
    pacer,
    clock,
    'p',
    2000,
    (i) => i === 99 && pacer.setThroughput('p', 1000),
  );
  // Send 100 was due 12.5 ms after send 99 on the old rate; 1 ms apart from there.
  expect(times[100] - times[99]).toBe(12.5);
  expect(times[1999] - times[100]).toBe(1899);
  expect(busiestWindow(times, 1000)).toBeLessThanOrEqual(1000);
});

it('lets a quarter of a second worth of sends be on their way at once, per number', async () => {
  const pacer = new SendPacer({ defaultRate: 80 });
  const held = await Promise.all(Array.from({ length: 20 }, () => pacer.holdPlace('p')));
  let admitted = false;
  const next = pacer.holdPlace('p').then((giveBack) => {
    admitted = true;
    return giveBack;
  });
  // Another number is not held up by this one's unanswered sends.
  (await pacer.holdPlace('other'))();
  await new Promise((resolve) => setImmediate(resolve));
  expect(admitted).toBe(false);
  held[0]();
  held[0](); // giving a place back twice frees one place only
  (await next)();
  pacer.setThroughput('p', 1000);
  const more = await Promise.all(Array.from({ length: 230 }, () => pacer.holdPlace('p')));
  expect(more).toHaveLength(230); // 250 places at 1,000/s, 19 still held
});
