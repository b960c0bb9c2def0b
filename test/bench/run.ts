/**
 * `npm run bench`: each benchmark prints its figure beside its budget. Needs `npm run build`
 * and Debian's Chromium. Exits non-zero when a figure is over its budget.
 */
import { serverStartBench } from './serverStart.bench';
import { routeBundleBench } from './routeBundle.bench';

export interface BenchResult {
  name: string;
  figure: number;
  budget: number;
  unit: string;
  detail?: string;
}

async function main() {
  const results: BenchResult[] = [];
  for (const bench of [serverStartBench, routeBundleBench]) {
    const result = await bench();
    results.push(result);
    const verdict = result.figure <= result.budget ? 'ok' : 'OVER BUDGET';
    console.log(
      `${result.name}: ${result.figure.toFixed(1)} ${result.unit} (budget ${result.budget} ${result.unit}) ${verdict}` +
        (result.detail ? `\n  ${result.detail}` : ''),
    );
  }
  if (results.some((r) => r.figure > r.budget)) process.exit(1);
}

void main();
