// Writes one sample PDF of each document kind from the fixtures, to look at (issue 18: "looked at as
// pictures before resolving"): `npm run documents:samples -w apps/api [-- outDir]`. The files are
// build outputs (apps/api/dist/ is not under version control).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPdfRenderer } from './documents.renderer.ts';
import {
  creditMemoModel,
  invoiceModel,
  letterhead,
  paymentReceiptModel,
  salesOrderModel,
  statementModel,
} from './documents.fixtures.ts';

const outDir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, '../../../dist/document-samples'),
);
await mkdir(outDir, { recursive: true });
const renderer = createPdfRenderer(letterhead);
const samples = {
  invoice: invoiceModel(),
  'sales-order': salesOrderModel(),
  'credit-memo': creditMemoModel(),
  'payment-receipt': paymentReceiptModel(),
  statement: statementModel(),
  'statement-open-only': statementModel(true),
};
for (const [name, model] of Object.entries(samples)) {
  const file = path.join(outDir, `${name}.pdf`);
  await writeFile(file, await renderer.render(model));
  console.log(file);
}
