import type { Query } from 'drizzle-orm';
import { PgDatabase, PgPreparedQuery, PgSession, type PgDialect, type PgQueryResultHKT, type PgTransaction, type PgTransactionConfig, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Logger } from '../lib/ctx.ts';
import type { Db } from './client.ts';

/**
 * REPLICA-4: how long reads stay on the primary after the replica failed one, before a single read
 * tries the replica again. Shorter would make every shopper's read pay a refused connection (or a
 * connect timeout) while the replica is down; longer would keep the load on the primary after it is back.
 */
export const REPLICA_RETRY_MS = 5_000;

/** REPLICA-2: how the read replica stands, as /api/metrics reads it. */
export interface ReadReplicaState {
  /** False from a read it could not answer until one it answers again. */
  readonly up: boolean;
  /** Reads answered by the primary because the replica was unavailable, since the process started. */
  readonly fallbacks: number;
}

/** PostgreSQL's SQLSTATEs of a server that is not there to answer: connection exceptions (08...), shutting down or starting (57P01, 57P02, 57P03), full (53300). */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** Node's codes of a connection that could not be made or was cut. */
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/** node-postgres' own texts for a connection cut or never made (they carry no code). */
const UNAVAILABLE_TEXTS = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * REPLICA-1: whether an error means the replica is not there to answer (refused, cut, starting or
 * stopping), as opposed to a statement it refused: only the first sends the read to the primary.
 * drizzle wraps the driver's error as the cause of its own.
 */
export function replicaUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET.has(code))) return true;
    if (UNAVAILABLE_TEXTS.test(e.message)) return true;
  }
  return false;
}

/**
 * REPLICA-1, REPLICA-3, REPLICA-4: where each read goes. Up, to the replica; a read it cannot answer
 * goes to the primary, and so does every read for REPLICA_RETRY_MS; then the next read tries the
 * replica again (the reads beside it stay on the primary), and one it answers brings all reads back.
 * The switches are logged, not each read.
 */
class ReadRoute implements ReadReplicaState {
  up = true;
  fallbacks = 0;
  private retryAt = 0;

  constructor(
    private readonly log: Logger,
    private readonly retryMs: number,
    private readonly now: () => number,
  ) {}

  async run<T>(onReplica: () => Promise<T>, onPrimary: () => Promise<T>): Promise<T> {
    if (!this.up) {
      if (this.now() < this.retryAt) return this.fallBack(onPrimary);
      // This read tries the replica; the others wait for its answer on the primary.
      this.retryAt = this.now() + this.retryMs;
    }
    let answer: T;
    try {
      answer = await onReplica();
    } catch (err) {
      if (!replicaUnavailable(err)) throw err;
      this.retryAt = this.now() + this.retryMs;
      if (this.up) {
        this.up = false;
        this.log.warn({ err, retryMs: this.retryMs }, 'read replica unavailable, reading from the primary');
      }
      return this.fallBack(onPrimary);
    }
    if (!this.up) {
      this.up = true;
      this.log.info('read replica available again, reading from it');
    }
    return answer;
  }

  private fallBack<T>(onPrimary: () => Promise<T>): Promise<T> {
    this.fallbacks++;
    return onPrimary();
  }
}

type PrepareArgs = Parameters<PgSession['prepareQuery']>;
type AnySession = PgSession<PgQueryResultHKT, Record<string, never>, Record<string, never>>;
/** A prepared query with `all`, which both drivers' prepared queries have and the abstract class does not declare. */
type RunnableQuery = PgPreparedQuery<PreparedQueryConfig> & { all(placeholderValues?: Record<string, unknown>): Promise<unknown> };

/** A statement prepared on the replica, run there or on the primary as the route says. */
class FallbackQuery extends PgPreparedQuery<PreparedQueryConfig> {
  constructor(
    private readonly args: PrepareArgs,
    private readonly sessions: { replica: AnySession; primary: AnySession },
    private readonly route: ReadRoute,
  ) {
    super(args[0], undefined, undefined);
  }

  /** The statement prepared on one side, with what its builder set on it after preparing (the select's nullable joins, a token). */
  private on(side: 'replica' | 'primary'): RunnableQuery {
    const prepared = this.sessions[side].prepareQuery(...this.args) as RunnableQuery;
    const own = this as unknown as { joinsNotNullableMap?: unknown; authToken?: unknown };
    Object.assign(prepared, { joinsNotNullableMap: own.joinsNotNullableMap, authToken: own.authToken });
    return prepared;
  }

  execute(placeholderValues?: Record<string, unknown>): Promise<unknown> {
    return this.route.run(
      () => this.on('replica').execute(placeholderValues),
      () => this.on('primary').execute(placeholderValues),
    );
  }

  all(placeholderValues?: Record<string, unknown>): Promise<unknown> {
    return this.route.run(
      () => this.on('replica').all(placeholderValues),
      () => this.on('primary').all(placeholderValues),
    );
  }

  isResponseInArrayMode(): boolean {
    return this.args[3];
  }
}

/** The read handle's session: each statement, and each transaction whole, runs where the route says. */
class FallbackSession extends PgSession<PgQueryResultHKT, Record<string, never>, Record<string, never>> {
  constructor(
    dialect: PgDialect,
    private readonly sessions: { replica: AnySession; primary: AnySession },
    private readonly route: ReadRoute,
  ) {
    super(dialect);
  }

  prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(query: Query, ...rest: PrepareArgs extends [Query, ...infer R] ? R : never): PgPreparedQuery<T> {
    return new FallbackQuery([query, ...rest], this.sessions, this.route) as unknown as PgPreparedQuery<T>;
  }

  transaction<T>(transaction: (tx: PgTransaction<PgQueryResultHKT, Record<string, never>, Record<string, never>>) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
    return this.route.run(
      () => this.sessions.replica.transaction(transaction, config),
      () => this.sessions.primary.transaction(transaction, config),
    );
  }
}

/**
 * SCALE-2, REPLICA-1: the catalogue's read handle on a replica that falls back to the primary
 * while the replica cannot answer. One handle whichever answers, so what is kept per handle (the
 * list cache, the prepared statements' names) stays put across a switch. Either driver may stand
 * behind either side (the tests put a PGlite primary behind a refusing replica).
 */
export function readWithFallback(replica: Db, primary: Db, log: Logger, opts: { retryMs?: number; now?: () => number } = {}): { readDb: Db; state: ReadReplicaState } {
  const route = new ReadRoute(log, opts.retryMs ?? REPLICA_RETRY_MS, opts.now ?? Date.now);
  const parts = (db: Db) => db as unknown as { dialect: PgDialect; session: AnySession };
  const session = new FallbackSession(parts(replica).dialect, { replica: parts(replica).session, primary: parts(primary).session }, route);
  return { readDb: new PgDatabase(parts(replica).dialect, session, undefined) as unknown as Db, state: route };
}
