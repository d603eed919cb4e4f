// Demo data of the self-service pages (issue 19): the content-managed list of infection-control
// items that GET /api/informational/getcovidlist answers. Licences near expiry and pending,
// per-ship-to delivery days and contacts of every role are seeded with the companies
// (companies.ts), support issues with the history (history.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client.ts';
import { contentEntries } from '../schema/index.ts';
import type { BulkWriter } from './bulk.ts';

export interface SelfServiceInput {
  writer: BulkWriter;
  db: Db;
  now: Date;
  /** The first free content entry id (the content seed numbers its entries from 1). */
  nextContentId: number;
}

/** What the infection-control list names, in this order, as far as the catalogue has them. */
const INFECTION_CONTROL_TERMS = [
  'mask',
  'respirator',
  'glove',
  'gown',
  'sanitiz',
  'disinfect',
  'face shield',
];
const INFECTION_CONTROL_ITEMS = 12;

/** The most popular plain items (no licence, not restricted) whose names say what they are for. */
async function infectionControlItemIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT i.id FROM items i
         WHERE NOT i.inactive AND NOT i.restricted AND i.rx_level = 0 AND i.parent_id IS NULL
           AND i.display_name ~* ${INFECTION_CONTROL_TERMS.join('|')}
         ORDER BY i.popularity DESC, i.id
         LIMIT ${INFECTION_CONTROL_ITEMS}`,
  );
  return rows.map((r) => r.id);
}

export async function seedSelfService(input: SelfServiceInput): Promise<void> {
  const { writer, now } = input;
  await writer.insert(contentEntries, [
    {
      id: input.nextContentId,
      kind: 'infectionControl',
      path: null,
      title: 'Infection control supplies',
      data: {
        title: 'Infection control supplies',
        description:
          'Masks, respirators, gloves, gowns, hand sanitizer and surface disinfectants we keep in stock for infection prevention.',
        itemIds: await infectionControlItemIds(input.db),
      },
      published: true,
      updatedAt: now,
    },
  ]);
}
