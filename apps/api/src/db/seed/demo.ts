// What `npm start` needs of the demo store on every start: whether the database is empty, and the
// logins it prints. Apart from the seed itself (index.ts), which a start on a seeded database never
// loads: its modules are ~600 KB of TypeScript to strip and compile (ADR 0044).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import type { DemoUsername } from './companies.ts';

/** The password of every demo login (README). */
export const DEMO_PASSWORD = 'Demo!2026';

/** The documented demo logins, printed at start (main.ts) and listed in the README. */
export const DEMO_LOGINS: { username: DemoUsername; description: string }[] = [
  {
    username: 'parent@northwind-health.example',
    description: 'parent login of Northwind Health Group, can switch to its two child accounts',
  },
  {
    username: 'admin@lakeside-clinic.example',
    description: 'administrator of Lakeside Family Clinic (licensed for Rx and Schedules III–V), sees prices',
  },
  {
    username: 'buyer@lakeside-clinic.example',
    description: 'buyer at Lakeside Family Clinic without price visibility; orders wait for approval',
  },
  {
    username: 'punchout@st-brendan.example',
    description: 'punchout (procurement-system) user at St. Brendan Surgical Center',
  },
  {
    username: 'buyer@harbor-dental.example',
    description: 'buyer at Harbor Dental Studio, an unlicensed clinic',
  },
];

/** True when the database holds no accounts and no items: a fresh install. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM accounts) AND NOT EXISTS (SELECT 1 FROM items) AS empty`,
  );
  return row?.empty ?? false;
}
