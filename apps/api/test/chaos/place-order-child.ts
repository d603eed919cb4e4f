// A store process placing a stream of orders (the placement chaos, apps/api/test/chaos/): it builds
// the real app on the database the environment names, then for each key from CHILD_START on adds an
// item to its buyer's cart and places the cart with Idempotency-Key `chaos-<n>` until the order is
// confirmed, printing `confirmed <n> <order id>` only after the answer arrived. The runner kills it
// with SIGKILL at random moments; a restarted child retries the first key it never saw confirmed.
import { z } from 'zod';
import { paths } from '@medsupply/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';

const env = z
  .object({
    CHILD_DATABASE_URL: z.string().optional(),
    CHILD_PGLITE_DIR: z.string().optional(),
    CHILD_SECRET: z.string(),
    CHILD_DATA_DIR: z.string(),
    CHILD_AUTHORIZATION: z.string(),
    CHILD_ITEM_ID: z.coerce.number().int(),
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

const headers = { authorization: env.CHILD_AUTHORIZATION };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
for (let n = env.CHILD_START; n < env.CHILD_END; n += 1) {
  const added = await app.inject({
    method: 'POST',
    url: paths.cart.addItem,
    headers,
    payload: { itemId: env.CHILD_ITEM_ID, quantity: 1 },
  });
  if (added.statusCode !== 200) throw new Error(`addItem answered ${added.statusCode}: ${added.body}`);
  for (;;) {
    const res = await app.inject({
      method: 'POST',
      url: paths.checkout.placeOrder,
      headers: { ...headers, 'idempotency-key': `chaos-${n}` },
      payload: {
        shipAddressId: env.CHILD_SHIP_TO,
        billAddressId: env.CHILD_SHIP_TO,
        payment: { type: 'terms' },
      },
    });
    if (res.statusCode === 200) {
      const id = res.json<{ orderConfirmation: { id: number } }>().orderConfirmation.id;
      process.stdout.write(`confirmed ${n} ${id}\n`);
      break;
    }
    // The key's first run died holding its lock: wait for the lock to pass, then retry.
    if (res.statusCode === 409) {
      await sleep(100);
      continue;
    }
    throw new Error(`placeOrder answered ${res.statusCode}: ${res.body}`);
  }
}
process.stdout.write('done\n');
await app.close();
await database.close();
