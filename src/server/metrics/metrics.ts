/**
 * The server's Prometheus metrics, one registry per app (buildApp makes it and hands it to the
 * parts that count), so two apps in one test process never share a counter. Counters and
 * histograms are updated as things happen; the gauges of work waiting in the database (webhook
 * backlog, job queue depth) are read when Prometheus scrapes, by the sources `app.ts` wires in.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CloudApiObserver } from '../cloudapi/client';

/** Webhook changes stored but not yet processed, and the age of the oldest. */
export interface WebhookBacklog {
  changes: number;
  oldestSeconds: number;
}

/** Jobs of one queue in one state (waiting, retrying, running). */
export interface QueueDepth {
  queue: string;
  state: string;
  count: number;
}

/** Read at every scrape. */
export interface MetricSources {
  webhookBacklog(): Promise<WebhookBacklog>;
  jobQueueDepth(): Promise<QueueDepth[]>;
}

export interface Metrics {
  registry: Registry;
  cloudApi: CloudApiObserver;
  /** One answered request: the route pattern (not the URL), method and status. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  /** Called once the sources exist (after the services registered). */
  readFrom(sources: MetricSources): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'relay_' });
  const requestDuration = new Histogram({
    name: 'relay_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const messagesSent = new Counter({
    name: 'relay_whatsapp_messages_sent_total',
    help: 'Messages the Graph API accepted, by sending phone number id (rate() gives per second)',
    labelNames: ['phone_number_id'] as const,
    registers: [registry],
  });
  const graphErrors = new Counter({
    name: 'relay_graph_api_errors_total',
    help: 'Failed Graph API calls by error code (130429: throughput exceeded; -1: no Graph error)',
    labelNames: ['code', 'kind'] as const,
    registers: [registry],
  });
  let sources: MetricSources | undefined;
  // Both backlog gauges are collected at once: they share one query.
  let reading: Promise<WebhookBacklog | undefined> | undefined;
  const backlog = () =>
    (reading ??= (sources ? sources.webhookBacklog() : Promise.resolve(undefined)).finally(
      () => (reading = undefined),
    ));
  new Gauge({
    name: 'relay_webhook_backlog_changes',
    help: 'Webhook changes received and not yet processed',
    registers: [registry],
    async collect() {
      const value = await backlog();
      if (value) this.set(value.changes);
    },
  });
  new Gauge({
    name: 'relay_webhook_backlog_oldest_seconds',
    help: 'Age of the oldest webhook change not yet processed (0 when none waits)',
    registers: [registry],
    async collect() {
      const value = await backlog();
      if (value) this.set(value.oldestSeconds);
    },
  });
  new Gauge({
    name: 'relay_job_queue_depth',
    help: 'Jobs due or in hand, by queue and state (created, retry, active)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!sources) return;
      const depths = await sources.jobQueueDepth();
      // Queues that emptied since the last scrape read 0, not their old figure.
      this.reset();
      for (const { queue, state, count } of depths) this.set({ queue, state }, count);
    },
  });

  return {
    registry,
    cloudApi: {
      messageSent: (phoneNumberId) => messagesSent.inc({ phone_number_id: phoneNumberId }),
      graphError: (code, kind) => graphErrors.inc({ code: String(code), kind }),
    },
    observeRequest(route, method, status, seconds) {
      requestDuration.observe(
        { route, method, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
    readFrom(given) {
      sources = given;
    },
  };
}
