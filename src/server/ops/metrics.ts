import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isCurlType } from '../../shared/protocol/registry';
import type { Db } from '../plugins/db';

/** Seconds; from a cached content answer (well under a millisecond) to a slow password hash. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export type MailOutcome = 'sent' | 'failed';
export type JobOutcome = 'done' | 'failed';

/**
 * The process's Prometheus metrics, one registry per app (tests build many apps in one process).
 * Names and meanings are listed in docs/operations.md with what each alert means.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'trust_http_requests_total',
    help: 'Requests answered, by call (curl_type for /api, else the route) and HTTP status.',
    labelNames: ['call', 'status'],
    registers: [this.registry],
  });

  private readonly latency = new Histogram({
    name: 'trust_http_request_duration_seconds',
    help: 'Time to answer a request, by call and HTTP status.',
    labelNames: ['call', 'status'],
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });

  private readonly queries = new Histogram({
    name: 'trust_db_query_duration_seconds',
    help: 'Time of each database query, by outcome (ok or error).',
    labelNames: ['outcome'],
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });

  private readonly mails = new Counter({
    name: 'trust_mail_total',
    help: 'Mails handed to SMTP or the outbox (sent) and mails that could not be sent (failed).',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  private readonly refusals = new Counter({
    name: 'trust_rate_limit_refusals_total',
    help: 'Calls refused with 429 by a per-address, per-account or per-email limit, by call.',
    labelNames: ['call'],
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'trust_job_runs_total',
    help: 'Scheduled job runs in this process, by job and outcome (done or failed).',
    labelNames: ['job', 'outcome'],
    registers: [this.registry],
  });

  private readonly jobLastSuccess = new Gauge({
    name: 'trust_job_last_success_timestamp_seconds',
    help: 'When a job last finished well in this process (Unix time).',
    labelNames: ['job'],
    registers: [this.registry],
  });

  private readonly jobDuration = new Gauge({
    name: 'trust_job_last_duration_seconds',
    help: "How long a job's last run in this process took.",
    labelNames: ['job'],
    registers: [this.registry],
  });

  constructor() {
    // Process memory, CPU, event loop lag, open handles: prom-client's standard process metrics.
    collectDefaultMetrics({ register: this.registry });
    for (const outcome of ['sent', 'failed']) this.mails.inc({ outcome }, 0);
  }

  request(call: string, status: number, seconds: number): void {
    const labels = { call, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
    if (status === 429) this.refusals.inc({ call });
  }

  query(seconds: number, failed: boolean): void {
    this.queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds);
  }

  mail(outcome: MailOutcome): void {
    this.mails.inc({ outcome });
  }

  job(name: string, outcome: JobOutcome, seconds: number, at: Date): void {
    this.jobRuns.inc({ job: name, outcome });
    this.jobDuration.set({ job: name }, seconds);
    if (outcome === 'done') this.jobLastSuccess.set({ job: name }, at.getTime() / 1000);
  }

  /** Backlogs read from the database at each scrape, so every process reports the same figure. */
  watchBacklogs(db: Db): void {
    const count = async (gauge: Gauge, read: () => Promise<number>) => {
      try {
        gauge.set(await read());
      } catch {
        // An unreachable database shows in /readyz and the query errors; keep the last figure.
      }
    };
    new Gauge({
      name: 'trust_pending_verifications',
      help: 'Registrations waiting for the team to verify or reject them.',
      registers: [this.registry],
      async collect() {
        await count(this, async () => {
          const row = await db
            .selectFrom('members')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .where('status', '=', 'pending')
            .executeTakeFirst();
          return Number(row?.n ?? 0);
        });
      },
    });
    new Gauge({
      name: 'trust_contact_messages',
      help: 'Write to Us messages stored for the team to answer (the backlog).',
      registers: [this.registry],
      async collect() {
        await count(this, async () => {
          const row = await db
            .selectFrom('contact_requests')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirst();
          return Number(row?.n ?? 0);
        });
      },
    });
  }
}

/**
 * The `call` label: the curl_type of an /api call (unknown names collapse to one label so a
 * scanner cannot grow the series), else the route pattern, else "page" (the app's history fallback).
 */
export function callLabel(url: string, routeUrl: string | undefined, pm: unknown): string {
  if (url === '/api' || url.startsWith('/api?') || url.startsWith('/api/')) {
    return typeof pm === 'string' && isCurlType(pm) ? pm : 'api_unknown';
  }
  return routeUrl ?? 'page';
}
