// The cluster chaos (issue 27, `npm run chaos -- --cluster`): two API processes and a worker behind
// HAProxy on one PostgreSQL (scripts/cluster-lib.ts), and every few seconds one of the API
// processes killed with SIGKILL and started again a second later, as a process manager would. Through
// the load balancer, meanwhile, a stream of orders per clinic: terms orders, and card orders taken
// through their cycle (placed and authorised, shipped in part and captured, a unit cancelled and
// released, part of the capture refunded; ../card-cycle.ts), each step with its Idempotency-Key.
// A request whose answer is lost (the connection broke, HAProxy answered 502/503/504) is the
// client's to retry: the client starts that order again from its first step with the same keys,
// as the crashed child of the single-process chaos does. Afterwards every clinic is checked as that
// chaos checks its one (place-order-chaos.ts checkChaosOutcome): every acknowledged order is there
// once, nothing is done twice or in part, stock, credit and the gateway's books agree.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../../../scripts/cluster-lib.ts';
import type { Database } from '../../src/db/client.ts';
import { capturePaymentReader } from '../card-books.ts';
import { cardCycle, type Send } from '../card-cycle.ts';
import { chaosKeyOf, createClinicForChaos, termsOrder, type ChaosFixture } from './chaos-fixtures.ts';
import { checkChaosOutcome, type ChaosOutcome } from './place-order-chaos.ts';

export interface ClusterChaosOptions {
  databaseUrl: string;
  open: () => Promise<Database>;
  secret: string;
  /** How long processes are killed (ms); the streams then finish the order they are on. */
  durationMs: number;
  /** Clinics ordering at once, each its own stream (default 2). */
  streams?: number;
  /** Wait between a killed process being back and the next kill (ms, random in this range). */
  killEveryMs?: [number, number];
  log?: (line: string) => void;
}

export interface ClusterChaosReport {
  kills: number;
  /** Requests whose answer was lost to a kill, each retried with its order's keys. */
  lostAnswers: number;
  /** How the lost answers were lost: a broken connection or HAProxy's status. */
  lostAs: Record<string, number>;
  /** Per clinic: what its store holds, checked against what its stream saw acknowledged. */
  clinics: ChaosOutcome[];
  /** Every clinic's problems, and the streams' own (an answer no retry explains). */
  problems: string[];
  seconds: number;
}

/** An answer the client never got: retried with the same keys. */
class LostAnswer extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]: [number, number]) => low + Math.floor(Math.random() * (high - low));

function sender(base: string, lostAs: Record<string, number>): Send {
  return async (request) => {
    let res: Response;
    try {
      res = await fetch(`${base}${request.url}`, {
        method: request.method,
        headers: {
          authorization: request.authorization,
          ...(request.idempotencyKey === undefined ? {} : { 'idempotency-key': request.idempotencyKey }),
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      // fetch's TypeError says 'fetch failed'; its cause names the socket's end (ECONNRESET, closed…).
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const as = `connection ${cause?.code ?? cause?.message ?? 'failed'}`;
      lostAs[as] = (lostAs[as] ?? 0) + 1;
      throw new LostAnswer(error instanceof Error ? error.message : String(error));
    }
    const body = await res.text().catch(() => null);
    // 502: the process died with the request; 503: no process up for a moment; 504: too slow.
    if (body === null || res.status === 502 || res.status === 503 || res.status === 504) {
      const as = body === null ? 'cut body' : String(res.status);
      lostAs[as] = (lostAs[as] ?? 0) + 1;
      throw new LostAnswer(`${request.url} answered ${res.status}`);
    }
    return { status: res.status, body };
  };
}

interface Stream {
  fixture: ChaosFixture;
  confirmed: Map<number, number>;
  inFlight: Array<{ key: string; step: string; killedAt: Date }>;
  problems: string[];
  lost: number;
}

async function runStream(
  cluster: Cluster,
  stream: Stream,
  send: Send,
  capturePayment: ReturnType<typeof capturePaymentReader>,
  keepGoing: () => boolean,
): Promise<void> {
  const { fixture } = stream;
  const card = {
    buyer: fixture.authorization,
    staff: fixture.staffAuthorization,
    cardToken: fixture.cardToken,
    shipTo: fixture.shipTo,
    items: { first: fixture.cardItems.first, second: fixture.cardItems.second },
    capturePayment,
  };
  const terms = { buyer: fixture.authorization, itemId: fixture.itemId, shipTo: fixture.shipTo };
  for (let n = 0; keepGoing(); n += 1) {
    for (;;) {
      let step = n % 2 === 1 ? 'cart' : 'terms';
      try {
        const id =
          n % 2 === 1
            ? (await cardCycle(send, { ...card, onStep: (s) => (step = s) }, chaosKeyOf(n), (n - 1) / 2))
                .orderId
            : await termsOrder(send, terms, chaosKeyOf(n));
        stream.confirmed.set(n, id);
        break;
      } catch (error) {
        if (!(error instanceof LostAnswer)) {
          stream.problems.push(
            `order ${n} (${chaosKeyOf(n)}): ${error instanceof Error ? error.message : String(error)}`,
          );
          return;
        }
        stream.lost += 1;
        stream.inFlight.push({ key: chaosKeyOf(n), step, killedAt: new Date() });
        // Both processes may be down for a moment: wait for the load balancer to answer again.
        await sleep(100);
        while (
          !(await fetch(`${cluster.url}/api/health`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          await sleep(200);
      }
    }
  }
}

export async function runClusterChaos(options: ClusterChaosOptions): Promise<ClusterChaosReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const setup = await options.open();
  const fixtures: ChaosFixture[] = [];
  for (let i = 0; i < (options.streams ?? 2); i += 1) {
    fixtures.push(await createClinicForChaos(setup.db, options.secret));
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'medsupply-cluster-chaos-'));
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    processes: 2,
    worker: true,
    port: 0,
    dataDir,
    jwtSecret: options.secret,
    seedDemo: false,
    restart: true,
    env: { LOG_LEVEL: 'error' },
    log,
  });
  const lostAs: Record<string, number> = {};
  const streams: Stream[] = fixtures.map((fixture) => ({
    fixture,
    confirmed: new Map(),
    inFlight: [],
    problems: [],
    lost: 0,
  }));
  let kills = 0;
  try {
    const until = Date.now() + options.durationMs;
    const send = sender(cluster.url, lostAs);
    const capturePayment = capturePaymentReader(setup.db);
    const running = streams.map((stream) =>
      runStream(cluster, stream, send, capturePayment, () => Date.now() < until),
    );
    while (Date.now() < until) {
      await sleep(between(options.killEveryMs ?? [1500, 4000]));
      const victim = cluster.apis[Math.floor(Math.random() * cluster.apis.length)];
      if (!victim?.kill('SIGKILL')) continue;
      kills += 1;
      // The supervisor starts it again a second later; the next kill waits until it is back.
      await sleep(1200);
      await victim.ready(120_000);
      if (kills % 10 === 0) {
        const acknowledged = streams.reduce((sum, s) => sum + s.confirmed.size, 0);
        log(
          `${kills} kills, ${acknowledged} orders acknowledged, ${Object.values(lostAs).reduce((a, b) => a + b, 0)} answers lost and retried`,
        );
      }
    }
    await Promise.all(running);
  } finally {
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }

  const clinics: ChaosOutcome[] = [];
  const problems: string[] = [];
  try {
    for (const stream of streams) {
      const outcome = await checkChaosOutcome(setup.db, stream.fixture, stream.confirmed, {
        secret: options.secret,
        inFlight: stream.inFlight,
      });
      clinics.push(outcome);
      problems.push(...stream.problems, ...outcome.problems);
    }
  } finally {
    await setup.close();
  }
  return {
    kills,
    lostAnswers: streams.reduce((sum, s) => sum + s.lost, 0),
    lostAs,
    clinics,
    problems,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
