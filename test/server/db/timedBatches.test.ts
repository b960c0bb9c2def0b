import { TimedBatches } from '../../../src/server/db/timedBatches';

const timing = { targetMs: 10, first: 100, min: 20, max: 1000 };

it('sizes the next batch so that it takes about the target time', () => {
  const batches = new TimedBatches(timing);
  expect(batches.size).toBe(100);
  batches.took(100, 50); // 0.5 ms a row: 20 rows take 10 ms
  expect(batches.size).toBe(20);
  batches.took(20, 4); // 0.2 ms a row: 50 rows
  expect(batches.size).toBe(40); // at most double at a time
  batches.took(40, 8);
  expect(batches.size).toBe(50);
});

it('keeps the size within its bounds', () => {
  const batches = new TimedBatches(timing);
  batches.took(100, 10_000);
  expect(batches.size).toBe(20);
  for (let i = 0; i < 10; i++) batches.took(batches.size, 0);
  expect(batches.size).toBe(1000);
});

it('times a batch of work and answers its result', async () => {
  const batches = new TimedBatches(timing);
  const answer = await batches.time(100, async () => {
    const until = performance.now() + 40;
    while (performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
    return 'done';
  });
  expect(answer).toBe('done');
  // 40 ms or more for 100 rows: 25 rows or fewer next.
  expect(batches.size).toBeLessThanOrEqual(25);
});
