// A store process placing a stream of orders (the placement chaos, apps/api/test/chaos/): it builds
// the real app on the database the environment names, then for each number n from CHILD_START on
// places order n and prints `confirmed <n> <order id>` only after every answer arrived. An even n is
// a terms order: the buyer's cart emptied, one item added, the cart placed with Idempotency-Key
// `chaos-<n>`. An odd n is a card order taken through its whole cycle (../card-cycle.ts): placed by
// card with key `chaos-card-<n>`, then, by a staff member, part of it shipped (captured), one unit
// of an unshipped line cancelled (released) and part of the capture refunded, each with a key
// derived from the order's. Before each step it prints `step <n> <step>`. The runner kills it with
// SIGKILL at random moments; a restarted child starts again at the first number it never saw
// confirmed and runs that order's steps again from the start with the same keys: each step finds
// what its first run did (the order, the fulfilment and its capture, the cancellation, the refund)
// instead of doing it twice. An answer of 409 (a key's first run died holding it) is waited out.
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { cardCycle, type Send } from '../card-cycle.ts';
import { capturePaymentReader } from '../card-books.ts';
import { chaosKeyOf, termsOrder } from './chaos-fixtures.ts';

const env = z
  .object({
    CHILD_DATABASE_URL: z.string().optional(),
    CHILD_PGLITE_DIR: z.string().optional(),
    CHILD_SECRET: z.string(),
    CHILD_DATA_DIR: z.string(),
    CHILD_AUTHORIZATION: z.string(),
    CHILD_STAFF_AUTHORIZATION: z.string(),
    CHILD_CARD_TOKEN: z.string(),
    CHILD_ITEM_ID: z.coerce.number().int(),
    CHILD_CARD_FIRST: z.coerce.number().int(),
    CHILD_CARD_SECOND: z.coerce.number().int(),
    CHILD_SHIP_TO: z.coerce.number().int(),
    CHILD_START: z.coerce.number().int(),
    CHILD_END: z.coerce.number().int(),
  })
  .parse(process.env);

const database = await openDatabase(
  env.CHILD_DATABASE_URL
    ? { databaseUrl: env.CHILD_DATABASE_URL, poolSize: 5 }
    : { dataDir: env.CHILD_PGLITE_DIR },
);
const config = loadConfig({
  DATA_DIR: env.CHILD_DATA_DIR,
  JWT_SECRET: env.CHILD_SECRET,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PUBLIC_URL: 'http://localhost:3000',
});
const app = await buildApp({ config, database, logger: false, workJobs: false });
await app.ready();
process.stdout.write('ready\n');

const send: Send = async (request) => {
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers: {
      authorization: request.authorization,
      ...(request.idempotencyKey === undefined ? {} : { 'idempotency-key': request.idempotencyKey }),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { payload: JSON.stringify(request.body) }),
  });
  return { status: res.statusCode, body: res.body };
};
const buyer = env.CHILD_AUTHORIZATION;
const termsSetup = { buyer, itemId: env.CHILD_ITEM_ID, shipTo: env.CHILD_SHIP_TO };
const capturePayment = capturePaymentReader(database.db);

for (let n = env.CHILD_START; n < env.CHILD_END; n += 1) {
  const id =
    n % 2 === 1
      ? (
          await cardCycle(
            send,
            {
              buyer,
              staff: env.CHILD_STAFF_AUTHORIZATION,
              cardToken: env.CHILD_CARD_TOKEN,
              shipTo: env.CHILD_SHIP_TO,
              items: { first: env.CHILD_CARD_FIRST, second: env.CHILD_CARD_SECOND },
              capturePayment,
              onStep: (step) => process.stdout.write(`step ${n} ${step}\n`),
            },
            chaosKeyOf(n),
            (n - 1) / 2,
          )
        ).orderId
      : await (async () => {
          process.stdout.write(`step ${n} terms\n`);
          return termsOrder(send, termsSetup, chaosKeyOf(n));
        })();
  process.stdout.write(`confirmed ${n} ${id}\n`);
}
process.stdout.write('done\n');
await app.close();
await database.close();
