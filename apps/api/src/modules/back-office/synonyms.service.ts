// The back office's synonyms (issue 29 point 3, ADR 0039): content staff list, add, change and
// remove the sets of phrases the store's search treats as one. Phrases are stored as search reads
// them (lower-case letters and digits between single spaces), each change audited in its transaction.
import type { SearchSynonymBody, SearchSynonymsResponse, SearchSynonym } from '@medsupply/contract';
import { normalizePhrase } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { audit } from '../../core/audit.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import * as q from './synonyms.queries.ts';

export const SYNONYM_MESSAGES = {
  notFound: 'This synonym set no longer exists.',
  tooFew: 'A synonym set needs at least two different phrases of letters or digits.',
} as const;

function phrasesOf(body: SearchSynonymBody): string[] {
  const phrases = [...new Set(body.phrases.map(normalizePhrase).filter((p) => p !== ''))];
  if (phrases.length < 2) throw refuse('VALIDATION', SYNONYM_MESSAGES.tooFew);
  return phrases;
}

export async function listSynonyms(db: Db): Promise<SearchSynonymsResponse> {
  return { synonyms: await q.synonymRows(db) };
}

export async function addSynonym(db: Db, staff: Staff, body: SearchSynonymBody): Promise<SearchSynonym> {
  const phrases = phrasesOf(body);
  return db.transaction(async (tx) => {
    const id = await q.insertSynonym(tx, phrases);
    await audit(tx, staff, {
      action: 'synonym.create',
      entityType: 'search_synonym',
      entityId: id,
      after: { phrases },
    });
    return { id, phrases };
  });
}

export async function changeSynonym(
  db: Db,
  staff: Staff,
  id: number,
  body: SearchSynonymBody,
): Promise<SearchSynonym> {
  const phrases = phrasesOf(body);
  return db.transaction(async (tx) => {
    const before = await q.synonymRow(tx, id);
    if (!before || !(await q.updateSynonym(tx, id, phrases)))
      throw refuse('NOT_FOUND', SYNONYM_MESSAGES.notFound);
    await audit(tx, staff, {
      action: 'synonym.update',
      entityType: 'search_synonym',
      entityId: id,
      before: { phrases: before.phrases },
      after: { phrases },
    });
    return { id, phrases };
  });
}

export async function removeSynonym(db: Db, staff: Staff, id: number): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const before = await q.synonymRow(tx, id);
    if (!before || !(await q.deleteSynonym(tx, id))) throw refuse('NOT_FOUND', SYNONYM_MESSAGES.notFound);
    await audit(tx, staff, {
      action: 'synonym.delete',
      entityType: 'search_synonym',
      entityId: id,
      before: { phrases: before.phrases },
    });
    return { id };
  });
}
