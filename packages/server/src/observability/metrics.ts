import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** One value of a labelled gauge. */
export interface LabelledValue {
  labels: Record<string, string>;
  value: number;
}

/**
 * The server's Prometheus metrics (`GET /metrics`, docs/operations.md "Metrics"). Metrics of the
 * process (CPU, memory, event loop, GC) are the process's own and shared by every server in it;
 * the rest belong to this server.
 */
export interface ServerMetrics {
  /** This server's registry, for a metric of a kind the helpers below do not make. */
  readonly registry: Registry;
  /**
   * The depth of a queue (`salesdesk_queue_depth{queue=name}`), read at each scrape; replaces a
   * reader of the same name.
   */
  queue(name: string, depth: () => number | Promise<number>): void;
  /** A gauge read at each scrape: one value, or one per label set (`labelNames` then names them). */
  gauge(
    name: string,
    help: string,
    read: () => number | readonly LabelledValue[] | Promise<number | readonly LabelledValue[]>,
    labelNames?: readonly string[],
  ): void;
  /** A counter of this server (the same counter for the same name). */
  counter<L extends string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>;
  /** Counts one answered HTTP request and its time. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The exposition text of a scrape, and its content type. */
  scrape(): Promise<{ text: string; contentType: string }>;
}

/** Bounds of the request time histogram, seconds: a list answers in milliseconds, a PDF in seconds. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** The process's metrics, made once: each `collectDefaultMetrics` adds observers that are never removed. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Creates the metrics of one server, `version` its build's (`salesdesk_build_info`). */
export function createServerMetrics(version: string): ServerMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'salesdesk_http_request_duration_seconds',
    help: 'Time from a request reaching the router to its answer, by method, route pattern and status; _count counts requests.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'salesdesk_build_info',
    help: 'The running version (value 1).',
    labelNames: ['version'] as const,
    registers: [registry],
  }).set({ version }, 1);

  const queues = new Map<string, () => number | Promise<number>>();
  const metrics: ServerMetrics = {
    registry,
    queue(name, depth) {
      queues.set(name, depth);
    },
    gauge(name, help, read, labelNames = []) {
      registry.removeSingleMetric(name);
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const value = await read();
          this.reset();
          if (typeof value === 'number') this.set(value);
          else for (const { labels, value: v } of value) this.set(labels, v);
        },
      });
    },
    counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
      const known = registry.getSingleMetric(name);
      if (known) return known as Counter<L>;
      return new Counter<L>({ name, help, labelNames, registers: [registry] });
    },
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    async scrape() {
      const own = await registry.metrics();
      const shared = await processMetrics().metrics();
      return { text: `${own}\n${shared}`, contentType: registry.contentType };
    },
  };
  metrics.gauge(
    'salesdesk_queue_depth',
    'Items waiting in a queue of outgoing work (mail, webhooks), by queue.',
    async () => Promise.all([...queues].map(async ([queue, depth]) => ({ labels: { queue }, value: await depth() }))),
    ['queue'],
  );
  return metrics;
}
