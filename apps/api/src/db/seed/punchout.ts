// The demo store's punchout (issue 28, ADR 0038; README "Punchout"): one fictional procurement
// system for St. Brendan Surgical Center, signing in as its punchout contact, with a public demo
// secret; and UNSPSC codes for the catalogue's common top categories, so the PunchOutOrderMessage
// carries a Classification domain="UNSPSC" for them.
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { punchoutSystems } from '../schema/index.ts';
import type { CompaniesResult } from './companies.ts';

/** The demo procurement system's credentials (README): fictional, public, for trying punchout. */
export const DEMO_PUNCHOUT = {
  name: 'St. Brendan e-Procurement (demo)',
  from: { domain: 'networkid', identity: 'AN-STBRENDAN-T' },
  to: { domain: 'networkid', identity: 'AN-MERIDIAN-T' },
  sender: { domain: 'networkid', identity: 'AN-STBRENDAN-T' },
  sharedSecret: 'Demo-cXML-2026',
  orderNotificationUrl: 'https://procurement.st-brendan.example/cxml/notify',
  /** 1 %: an OrderRequest may carry prices up to 1 % off ours (rounding in the buyer's system). */
  priceToleranceBasisPoints: 100,
} as const;

/**
 * UNSPSC codes by top category: class-level codes (commodity for exam gloves) for the demo; a real
 * catalogue gets them per item from its suppliers.
 */
export const DEMO_UNSPSC: Readonly<Record<string, string>> = {
  'Exam Gloves': '42132203',
  'Needles & Syringes': '42142600',
  'Wound Care': '42311500',
  'IV Therapy': '42221500',
  Respiratory: '42271700',
  'Sterilization & Disinfection': '42281500',
  'Prescription Pharmaceuticals': '51000000',
};

export async function seedPunchout(
  db: Db,
  companies: CompaniesResult,
  options: { seed: string; now: Date },
): Promise<void> {
  const { seed, now } = options;
  const account = companies.accounts.find((a) => a.demoKey === 'stBrendan');
  const contactId = companies.demoUserIds['punchout@st-brendan.example'];
  if (!account) throw new Error('the demo punchout account was not seeded');
  // A salt from the seed, as the demo password's: the same seed gives the same rows.
  const salt = createHash('sha256').update(`${seed}/demo-punchout-salt`).digest().subarray(0, 16);
  await db.insert(punchoutSystems).values({
    accountId: account.id,
    name: DEMO_PUNCHOUT.name,
    fromDomain: DEMO_PUNCHOUT.from.domain,
    fromIdentity: DEMO_PUNCHOUT.from.identity,
    toDomain: DEMO_PUNCHOUT.to.domain,
    toIdentity: DEMO_PUNCHOUT.to.identity,
    senderDomain: DEMO_PUNCHOUT.sender.domain,
    senderIdentity: DEMO_PUNCHOUT.sender.identity,
    sharedSecretHash: await hash(DEMO_PUNCHOUT.sharedSecret, { salt }),
    contactId,
    orderNotificationUrl: DEMO_PUNCHOUT.orderNotificationUrl,
    priceToleranceBasisPoints: DEMO_PUNCHOUT.priceToleranceBasisPoints,
    // The seed's clock, not the database's: the same seed and `now` give the same rows.
    createdAt: now,
    updatedAt: now,
  });
  for (const [top, code] of Object.entries(DEMO_UNSPSC)) {
    await db.execute(
      sql`UPDATE items SET unspsc = ${code} WHERE category_path = ${top} OR category_path LIKE ${`${top} > %`}`,
    );
  }
}
