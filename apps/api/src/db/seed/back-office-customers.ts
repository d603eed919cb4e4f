// Demo data of the back office's customer pages (issue 20 point 5, ADR 0029): access requests
// waiting for an answer (and one declined), an application made on the storefront waiting for
// approval, and a new ship-to whose licence waits for compliance. Written after the bulk load
// (identities are past the seeded ids then), with the database's own ids.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Access requests from the storefront's "Request access" form. */
export const DEMO_ACCESS_REQUESTS = [
  {
    company: 'Bayview Pediatrics',
    first: 'Nora',
    last: 'Quinn',
    email: 'nora.quinn@bayview-peds.example',
    daysAgo: 3.2,
    status: 'new',
  },
  {
    company: 'Summit Orthopedic Associates',
    first: 'Daniel',
    last: 'Okafor',
    email: 'd.okafor@summit-ortho.example',
    daysAgo: 1.4,
    status: 'new',
  },
  {
    company: 'Cedar Grove Dental',
    first: 'Helen',
    last: 'Park',
    email: 'office@cedargrove-dental.example',
    daysAgo: 0.3,
    status: 'new',
  },
  {
    company: 'Quick Supply Resale LLC',
    first: 'Tom',
    last: 'Baxter',
    email: 'tom@quicksupply-resale.example',
    daysAgo: 9,
    status: 'declined',
  },
] as const;

export async function seedBackOfficeCustomers(db: Db, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  for (const r of DEMO_ACCESS_REQUESTS) {
    await db.execute(
      sql`INSERT INTO access_requests (company, first_name, last_name, phone, email, status, created_at)
        VALUES (${r.company}, ${r.first}, ${r.last}, '555-201-4400', ${r.email}, ${r.status}, ${at(r.daysAgo)})`,
    );
  }

  // An application made on the storefront (account pending approval, its contact without a password).
  const [account] = await queryRows<{ id: number }>(
    db,
    sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('accounts', 'id'))::int AS id)
      INSERT INTO accounts (id, account_number, account_name, status, business_type_id, price_level_id, phone,
          email, created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT n.id, 'C' || (10000 + n.id), 'Coastal Wound Care Center', 'pending_approval',
        (SELECT id FROM business_types ORDER BY id LIMIT 1), (SELECT id FROM price_levels WHERE name = 'Base Price'),
        '555-318-2200', 'frontoffice@coastal-wound.example', ${at(0.8)}, ${at(0.8)}
      FROM n RETURNING id`,
  );
  if (!account) throw new Error('application account not seeded');
  await db.execute(
    sql`INSERT INTO users (account_id, username, email, first_name, last_name, phone, is_admin, is_price_visible, created_at,
        updated_at)
      VALUES (${account.id}, 'frontoffice@coastal-wound.example', 'frontoffice@coastal-wound.example', 'Imani',
        'Brooks', '555-318-2200', TRUE, TRUE, ${at(0.8)}, ${at(0.8)})`,
  );
  await db.execute(
    sql`INSERT INTO addresses (account_id, label, addressee, line1, city, state, zip, default_shipping, default_billing,
        created_at, updated_at)
      VALUES (${account.id}, 'Main', 'Coastal Wound Care Center', '48 Harbor Road', 'Wilmington', 'NC', '28401', TRUE,
        TRUE, ${at(0.8)}, ${at(0.8)})`,
  );

  // A new ship-to of St. Brendan whose state licence waits for verification (no other licence covers it).
  const [address] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO addresses (account_id, label, addressee, line1, city, state, zip, created_at, updated_at)
      SELECT id, 'Outpatient Pavilion', 'St. Brendan Surgical Center', '2210 Mercy Drive, Building C', 'Columbus',
        'OH', '43215', ${at(0.5)}, ${at(0.5)}
      FROM accounts WHERE account_name = 'St. Brendan Surgical Center' LIMIT 1
      RETURNING id`,
  );
  if (!address) throw new Error('St. Brendan is not seeded');
  const expires = new Date(now.getTime() + 2 * 365 * DAY).toISOString().slice(0, 10);
  await db.execute(
    sql`INSERT INTO address_licences (address_id, rx_level, licence_number, issuing_authority, expires_on, status, created_at)
      VALUES (${address.id}, 1, 'OH-TDDD-02-118734', 'OH', ${expires}, 'pending', ${at(0.5)})`,
  );
}
