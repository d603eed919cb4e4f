import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './src/db/client.ts';
import { buildSearchQuery, tsQuery } from './src/modules/search/search.queries.ts';
import { forgive } from './src/modules/search/search.service.ts';
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/search_mig', poolSize: 2 });
for (const t of process.argv.slice(2)) {
  const f = await forgive(database.db, buildSearchQuery(t)!);
  const rows = await queryRows(database.db, sql`SELECT ${tsQuery(f)}::text AS q, (SELECT count(*) FROM item_search s WHERE s.search_vector @@ ${tsQuery(f)}) AS n`);
  console.log(t, JSON.stringify(f.clauses), rows[0]);
}
await database.close();
