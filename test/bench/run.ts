/**
 * `npm run bench`: each benchmark prints its figure beside its budget. Needs `npm run build`
 * and Debian's Chromium. Exits non-zero when a figure is over its budget.
 * `npm run bench -- templateList search` runs only the benchmarks whose names contain a word given.
 */
import { serverStartBench } from './serverStart.bench';
import { routeBundleBench } from './routeBundle.bench';
import { sendRateBench } from './sendRate.bench';
import { webhookIngestBench } from './webhookIngest.bench';
import { subscriberImportBench } from './subscriberImport.bench';
import { autoCompleteBench } from './autoComplete.bench';
import { templateListBench } from './templateList.bench';
import { templatePreviewBench } from './templatePreview.bench';
import { dashboardBench } from './dashboard.bench';
import { globalSearchBench } from './search.bench';
import { effectiveRecipientsBench } from './effectiveRecipients.bench';
import { newsletterSendBench } from './newsletterSend.bench';
import { statisticsBench } from './statistics.bench';
import { listPagesBench } from './listPages.bench';
import { lightCallLatencyBench } from './lightCallLatency.bench';
import { conversationsBench } from './conversations.bench';

export interface BenchResult {
  name: string;
  figure: number;
  budget: number;
  unit: string;
  detail?: string;
  /** The budget is a floor (a rate to reach), not a ceiling. */
  higherIsBetter?: boolean;
  /** Decimals the figure is printed with; 1 unless a share needs more (0.79 is not 0.8). */
  decimals?: number;
}

const withinBudget = (r: BenchResult) =>
  r.higherIsBetter ? r.figure >= r.budget : r.figure <= r.budget;

async function main() {
  const results: BenchResult[] = [];
  const benches: (() => Promise<BenchResult | BenchResult[]>)[] = [
    serverStartBench,
    routeBundleBench,
    sendRateBench,
    webhookIngestBench,
    subscriberImportBench,
    autoCompleteBench,
    templateListBench,
    templatePreviewBench,
    dashboardBench,
    globalSearchBench,
    effectiveRecipientsBench,
    newsletterSendBench,
    statisticsBench,
    listPagesBench,
    lightCallLatencyBench,
    conversationsBench,
  ];
  const only = process.argv.slice(2).map((word) => word.toLowerCase());
  const chosen = benches.filter(
    (bench) => only.length === 0 || only.some((word) => bench.name.toLowerCase().includes(word)),
  );
  for (const bench of chosen) {
    for (const result of [await bench()].flat()) {
      results.push(result);
      const verdict = withinBudget(result)
        ? 'ok'
        : result.higherIsBetter
          ? 'UNDER BUDGET'
          : 'OVER BUDGET';
      const budget = `${result.higherIsBetter ? 'at least ' : ''}${result.budget} ${result.unit}`;
      console.log(
        `${result.name}: ${result.figure.toFixed(result.decimals ?? 1)} ${result.unit} (budget ${budget}) ${verdict}` +
          (result.detail ? `\n  ${result.detail}` : ''),
      );
    }
  }
  if (!results.every(withinBudget)) process.exit(1);
}

void main();
