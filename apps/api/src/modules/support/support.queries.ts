// Queries of support issues. Reads take the account id and answer that account's issues only.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supportIssues } from '../../db/schema/index.ts';

export interface NewIssue {
  accountId: number | null;
  userId: number | null;
  subject: string;
  category: string;
  orderNumber: string | null;
  invoiceNumber: string | null;
  message: string;
  name: string;
  email: string;
  pageUrl: string | null;
}

const columns = {
  id: supportIssues.id,
  reference: supportIssues.reference,
  subject: supportIssues.subject,
  category: supportIssues.category,
  orderNumber: supportIssues.orderNumber,
  invoiceNumber: supportIssues.invoiceNumber,
  message: supportIssues.message,
  status: supportIssues.status,
  createdAt: supportIssues.createdAt,
};

export type IssueRow = {
  id: number;
  reference: string | null;
  subject: string;
  category: string | null;
  orderNumber: string | null;
  invoiceNumber: string | null;
  message: string;
  status: string;
  createdAt: Date;
};

/** Inserts the issue and gives it its reference, derived from its id ('SI-000042'). */
export async function insertIssue(tx: DbOrTx, issue: NewIssue, referenceOf: (id: number) => string) {
  const [row] = await tx.insert(supportIssues).values(issue).returning({ id: supportIssues.id });
  if (!row) throw new Error('issue not inserted');
  const reference = referenceOf(row.id);
  await tx.update(supportIssues).set({ reference }).where(eq(supportIssues.id, row.id));
  return { id: row.id, reference };
}

export async function issuesOf(db: DbOrTx, accountId: number, limit: number): Promise<IssueRow[]> {
  return db
    .select(columns)
    .from(supportIssues)
    .where(eq(supportIssues.accountId, accountId))
    .orderBy(desc(supportIssues.createdAt), desc(supportIssues.id))
    .limit(limit);
}

export async function issueOf(db: DbOrTx, accountId: number, id: number): Promise<IssueRow | null> {
  const rows = await db
    .select(columns)
    .from(supportIssues)
    .where(and(eq(supportIssues.accountId, accountId), eq(supportIssues.id, id)))
    .limit(1);
  return rows[0] ?? null;
}
