import { startRealServer } from '../support/runningServer';
import type { BenchResult } from './run';

/** Server start to first answer with an existing data directory: the median of five starts. */
export async function serverStartBench(): Promise<BenchResult> {
  const first = await startRealServer(); // creates the data directory, migrates, seeds
  const dataDir = first.dataDir;
  first.process.kill('SIGTERM');
  await new Promise((resolve) => first.process.once('exit', resolve));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const server = await startRealServer({ dataDir });
    times.push(server.startMs);
    await server.stop();
  }
  await first.stop();
  times.sort((a, b) => a - b);
  return {
    name: 'server start to first answer (existing data directory)',
    figure: times[2],
    budget: 3000,
    unit: 'ms',
    detail: `five starts: ${times.join(', ')} ms`,
  };
}
