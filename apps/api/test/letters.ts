// A one-paragraph letter for tests of the outbox's mechanics (sealing, retries, crashes): the
// outbox takes letters rendered in the store's template only (mail/letter.ts).
import { renderLetter, type LetterMail } from '../src/mail/letter.ts';

export const TEST_LETTERHEAD = {
  name: 'Test Store',
  supportPhone: '1-800-555-0100',
  supportEmail: 'support@store.example',
  publicUrl: 'http://localhost:3000',
  address: ['1 Test Way', 'Boston, MA 02110'],
};

export const testLetter = (to: string, subject: string, text: string): LetterMail =>
  renderLetter(TEST_LETTERHEAD, { to, subject, body: [text] });
