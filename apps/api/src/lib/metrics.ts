import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolState } from '../db/client.ts';
import type { ReadReplicaState } from '../db/read-fallback.ts';
import type { Logger } from './ctx.ts';
import type { RoundListener } from './periodic-job.ts';

/** What the metrics read when scraped, each through its own module's face (wired in app.ts). */
export interface MetricSources {
  pools(): PoolState[];
  /** REPLICA-2: the read replica's state, none without DATABASE_READ_URL. */
  readReplica(): ReadReplicaState | undefined;
  listCache(): { hits: number; misses: number };
  ordersByMethod(): Promise<{ method: string; orders: number; purchases: number }[]>;
}

/** METRICS-6: an outside party the shop calls: the payment provider or the payout provider. */
export type Party = 'payment' | 'payout';

/** The shop's meters: what the code calls when something happens, and the text a scraper reads. */
export interface ShopMetrics {
  /** METRICS-3: `route` is the route's pattern (`/api/items/:id`), never the URL asked. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** METRICS-4: each round of a sweep (startPeriodicJob tells it). */
  sweepRound: RoundListener;
  providerCall(party: Party, provider: string, call: string, failed: boolean): void;
  /** METRICS-10: a mail the transport took (sent) or could not take. */
  mail(kind: string, sent: boolean): void;
  contentType: string;
  text(): Promise<string>;
}

/** METRICS-3: seconds, from a cached page (about 1 ms) to a request near its timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * METRICS-9: the families of /api/metrics in one registry of this app's own: buildApp runs many
 * times in one process (tests), and prom-client's default registry would carry one app's counts
 * (and its duplicate-name errors) into the next. Figures read at a scrape (pools, the list cache,
 * orders) are set from their sources then; the rest count as things happen in this process.
 */
export function createShopMetrics(sources: MetricSources, log: Logger): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({ name: 'skins_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({ name: 'skins_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method, route pattern and status', labelNames: ['method', 'route', 'status'], buckets: LATENCY_BUCKETS, registers });
  const poolGauge = (name: string, help: string, read: (p: PoolState) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const p of sources.pools()) {
          const value = read(p);
          if (value !== undefined) this.set({ pool: p.pool }, value);
        }
      },
    });
  poolGauge('skins_db_pool_size', 'Database connections a pool may open (PGlite: its one in-process connection)', (p) => p.size);
  poolGauge('skins_db_pool_in_use', 'Database connections lent out now (PostgreSQL only)', (p) => p.inUse);
  poolGauge('skins_db_pool_waiting', 'Callers waiting for a database connection now (PostgreSQL only)', (p) => p.waiting);
  // REPLICA-2: reads the primary answered for a replica that could not, and whether the replica answers now.
  new Counter({
    name: 'skins_db_read_fallbacks_total',
    help: 'Catalogue reads answered by the primary because the read replica was unavailable',
    registers,
    collect() {
      this.reset();
      this.inc(sources.readReplica()?.fallbacks ?? 0);
    },
  });
  new Gauge({
    name: 'skins_db_read_replica_up',
    help: 'Whether the catalogue reads go to the read replica (1) or fell back to the primary (0); no sample without a replica',
    // A gauge without labels always shows a sample (0): the pool label lets it show none without a replica.
    labelNames: ['pool'],
    registers,
    collect() {
      this.reset();
      const replica = sources.readReplica();
      if (replica) this.set({ pool: 'replica' }, replica.up ? 1 : 0);
    },
  });
  const cacheCounter = (name: string, help: string, read: (c: { hits: number; misses: number }) => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read(sources.listCache()));
      },
    });
  cacheCounter('skins_list_cache_hits_total', 'Catalogue list pages answered from the cache (kept, or joined while computed)', (c) => c.hits);
  cacheCounter('skins_list_cache_misses_total', 'Catalogue list pages computed from the database', (c) => c.misses);
  const rounds = new Counter({ name: 'skins_sweep_rounds_total', help: 'Rounds of each sweep: ran here, skipped (another process held its lock) or failed', labelNames: ['sweep', 'outcome'], registers });
  const claimed = new Counter({ name: 'skins_sweep_claimed_total', help: 'Rows the rounds of each sweep acted on (orders expired or delivered, top-ups ended)', labelNames: ['sweep'], registers });
  const calls = new Counter({ name: 'skins_provider_calls_total', help: 'Calls to the payment and payout providers, by party, provider and call', labelNames: ['party', 'provider', 'call'], registers });
  const callFailures = new Counter({ name: 'skins_provider_failures_total', help: 'Provider calls that threw or were refused', labelNames: ['party', 'provider', 'call'], registers });
  const mailsSent = new Counter({ name: 'skins_mails_sent_total', help: 'Mails handed to the mail transport, by kind', labelNames: ['kind'], registers });
  const mailsFailed = new Counter({ name: 'skins_mails_failed_total', help: 'Mails the transport could not take, by kind', labelNames: ['kind'], registers });
  // METRICS-7: read from the database, so the same in every process: sum them over one process, not all.
  let orderRows: Awaited<ReturnType<MetricSources['ordersByMethod']>> = [];
  const orderCounter = (name: string, help: string, read: (r: (typeof orderRows)[number]) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['method'],
      registers,
      collect() {
        this.reset();
        for (const row of orderRows) this.inc({ method: row.method }, read(row));
      },
    });
  orderCounter('skins_orders_total', 'Orders placed in the shop, by payment method (shop-wide, from the database)', (r) => r.orders);
  orderCounter('skins_purchases_total', 'Orders paid, by payment method (shop-wide, from the database)', (r) => r.purchases);

  return {
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    sweepRound(sweep, outcome, count) {
      rounds.inc({ sweep, outcome });
      if (count > 0) claimed.inc({ sweep }, count);
    },
    providerCall(party, provider, call, failed) {
      calls.inc({ party, provider, call });
      if (failed) callFailures.inc({ party, provider, call });
    },
    mail(kind, sent) {
      (sent ? mailsSent : mailsFailed).inc({ kind });
    },
    contentType: registry.contentType,
    async text() {
      // A database that does not answer leaves the order counts as last read: the rest still reports.
      orderRows = await sources.ordersByMethod().catch((err: unknown) => {
        log.warn({ err }, 'metrics: the order counts could not be read');
        return orderRows;
      });
      return registry.metrics();
    },
  };
}
