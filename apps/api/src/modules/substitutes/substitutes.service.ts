// Substitutes (issue 34 point 4, docs/decisions/0053-substitutes.md): when an item is backordered or
// recalled, the alternatives the catalogue names for it (item_relations, kind 'alternative'),
// judged for this buyer (the buy rule, a price at the buyer's level, the allocation, the stock, a
// recall of their own) and ranked by domain rankSubstitutes: the product page's block, the offers
// under the cart's lines, the recall page's list, and the check of a swap (cart.service swapLine).
import {
  SUBSTITUTES_SHOWN,
  centsToDollars,
  rankSubstitutes,
  substituteReason,
  substituteStanding,
  swapUnitId,
  type SubstituteStanding,
} from '@medsupply/domain';
import type { CartSubstitutesResponse, ItemSubstitutesResponse, Substitute } from '@medsupply/contract';
import type { Buyer } from '../../core/actor.ts';
import { ITEM_NOT_FOUND_MESSAGE, remainingAllocation } from '../../core/buy-rule.ts';
import { lineItems, listedLineSource } from '../../core/line-item.ts';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './substitutes.queries.ts';

export const NOT_A_SUBSTITUTE_MESSAGE = 'That item is not one of the equivalent items of this cart line.';
export const SUBSTITUTE_RECALLED_MESSAGE = 'That item is under a recall and cannot be ordered.';

/** What is to be replaced: an item, in a unit and quantity (a cart line), or on its own (a page). */
interface Target {
  key: number;
  itemId: number;
  /** The line's unit; null: the substitute's default unit. */
  unitId: number | null;
  quantity: number;
}

interface Candidate {
  target: Target;
  alternative: q.AlternativeRow;
  unitId: number;
}

/** Each candidate as a Substitute for `buyer`: one statement for the lines, one per allocated item. */
async function judge(
  db: DbOrTx,
  buyer: Buyer,
  candidates: readonly Candidate[],
  now: Date,
): Promise<Map<Candidate, Substitute>> {
  const lines = await lineItems(
    db,
    buyer,
    listedLineSource(
      candidates.map((c, index) => ({
        id: index + 1,
        itemId: c.alternative.id,
        unitId: c.unitId,
        quantity: c.target.quantity,
      })),
    ),
  );
  const allocated = [
    ...new Set(candidates.filter((c) => c.alternative.allocation_period).map((c) => c.alternative.id)),
  ];
  const allocationLeft = new Map<number, number | null>();
  for (const itemId of allocated) {
    allocationLeft.set(itemId, (await remainingAllocation(db, buyer, itemId, now)) ?? null);
  }
  const judged = new Map<Candidate, Substitute>();
  candidates.forEach((candidate, index) => {
    const line = lines.find((l) => l.lineId === index + 1);
    if (!line) return;
    const unit = line.units.find((u) => u.id === candidate.unitId);
    const standing: SubstituteStanding = substituteStanding({
      addable: line.isAddableToCart,
      allocationLeft: allocationLeft.get(line.itemId) ?? null,
      quantityAvailable: line.quantityAvailable,
      recalled: candidate.alternative.recalled,
    });
    judged.set(candidate, {
      id: line.itemId,
      itemName: line.identity.itemName,
      displayName: line.identity.siteDisplayName ?? line.identity.displayName,
      urlComponent: line.identity.urlComponent,
      manufacturer: line.identity.manufacturer,
      thumbnailImage: line.identity.thumbnailImage,
      standing,
      unit: unit ? { id: unit.id, unitName: unit.unitName } : null,
      price: line.unitCents === null ? null : centsToDollars(line.unitCents),
    });
  });
  return judged;
}

function candidatesOf(targets: readonly Target[], alternatives: readonly q.AlternativeRow[]): Candidate[] {
  return targets.flatMap((target) =>
    alternatives
      .filter((a) => a.item_id === target.itemId)
      .flatMap((alternative) => {
        // 0 names no unit: a page's substitute goes in its default unit.
        const unitId = swapUnitId(target.unitId ?? 0, {
          units: alternative.units,
          defaultUnitId: alternative.default_unit_id,
        });
        return unitId === null ? [] : [{ target, alternative, unitId }];
      }),
  );
}

/** The ranked substitutes of each target (by its key), at most SUBSTITUTES_SHOWN each. */
async function substitutesOf(
  db: DbOrTx,
  buyer: Buyer,
  targets: readonly Target[],
  now: Date,
): Promise<Map<number, Substitute[]>> {
  const alternatives = await q.alternativesOf(
    db,
    targets.map((t) => t.itemId),
  );
  const candidates = candidatesOf(targets, alternatives);
  const judged = await judge(db, buyer, candidates, now);
  return new Map(
    targets.map((target) => [
      target.key,
      rankSubstitutes(
        candidates.filter((c) => c.target === target).flatMap((c) => judged.get(c) ?? []),
        SUBSTITUTES_SHOWN,
      ),
    ]),
  );
}

/** The product page's block: the item's substitutes when it is backordered or recalled. */
export async function itemSubstitutes(
  db: DbOrTx,
  buyer: Buyer,
  key: string | number,
  now: Date,
): Promise<ItemSubstitutesResponse> {
  const itemId = await q.itemIdOf(
    db,
    typeof key === 'number' || /^\d+$/.test(key) ? { id: Number(key) } : { urlComponent: key },
  );
  const [state] = itemId === null ? [] : await q.itemStates(db, [itemId]);
  if (itemId === null || !state) throw refuse('ITEM_NOT_FOUND', ITEM_NOT_FOUND_MESSAGE);
  const reason = substituteReason({ quantityAvailable: state.quantity_available, recalled: state.recalled });
  if (reason === null) return { itemId, reason, substitutes: [] };
  const found = await substitutesOf(db, buyer, [{ key: itemId, itemId, unitId: null, quantity: 1 }], now);
  return { itemId, reason, substitutes: found.get(itemId) ?? [] };
}

/** The offers under the caller's cart lines whose item is backordered or recalled. */
export async function cartSubstitutes(db: DbOrTx, buyer: Buyer, now: Date): Promise<CartSubstitutesResponse> {
  const lines = await q.ownCartLines(db, { accountId: buyer.account.id, userId: buyer.user.id });
  const states = new Map(
    (
      await q.itemStates(
        db,
        lines.map((l) => l.item_id),
      )
    ).map((s) => [s.id, s]),
  );
  const needing = lines.flatMap((line) => {
    const state = states.get(line.item_id);
    const reason = state
      ? substituteReason({ quantityAvailable: state.quantity_available, recalled: state.recalled })
      : null;
    return reason === null ? [] : [{ line, reason }];
  });
  const found = await substitutesOf(
    db,
    buyer,
    needing.map(({ line }) => ({
      key: line.id,
      itemId: line.item_id,
      unitId: line.unit_id,
      quantity: line.quantity,
    })),
    now,
  );
  return {
    lines: needing.map(({ line, reason }) => ({
      detailId: line.id,
      itemId: line.item_id,
      reason,
      substitutes: found.get(line.id) ?? [],
    })),
  };
}

/** The recall page's lists: the substitutes of each recalled item, for the account's buyer. */
export async function recalledItemSubstitutes(
  db: DbOrTx,
  buyer: Buyer,
  itemIds: readonly number[],
  now: Date,
): Promise<Map<number, Substitute[]>> {
  const ids = [...new Set(itemIds)];
  return substitutesOf(
    db,
    buyer,
    ids.map((itemId) => ({ key: itemId, itemId, unitId: null, quantity: 1 })),
    now,
  );
}

/**
 * Whether `itemId` may take the place of a line of `fromItemId` (cart.service swapLine, in its
 * transaction): one of its alternatives, not recalled itself. Answers the unit it goes in and how
 * it stands for the buyer; the caller applies the add rules (their refusals say why precisely).
 */
export async function swapOffer(
  db: DbOrTx,
  buyer: Buyer,
  line: { fromItemId: number; itemId: number; unitId: number; quantity: number },
  now: Date,
): Promise<{ unitId: number; standing: SubstituteStanding }> {
  const alternatives = (await q.alternativesOf(db, [line.fromItemId])).filter((a) => a.id === line.itemId);
  const target: Target = { key: 0, itemId: line.fromItemId, unitId: line.unitId, quantity: line.quantity };
  const [candidate] = candidatesOf([target], alternatives);
  if (!candidate) throw refuse('NOT_A_SUBSTITUTE', NOT_A_SUBSTITUTE_MESSAGE);
  if (candidate.alternative.recalled) throw refuse('SUBSTITUTE_RECALLED', SUBSTITUTE_RECALLED_MESSAGE);
  const judged = (await judge(db, buyer, [candidate], now)).get(candidate);
  return { unitId: candidate.unitId, standing: judged?.standing ?? 'unavailable' };
}
