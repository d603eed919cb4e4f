// The offer under a backordered or recalled cart line (issue 34 point 4, ADR 0053): the line's
// equivalents, ranked for the buyer, each buyable one with a Swap button that replaces the line
// in one call. Each press has its own Idempotency-Key, kept if the answer is lost so a retry of
// that press swaps once; the server swaps a line only while it still holds the original item.
import type { CartSubstitutesResponse, Substitute } from '@medsupply/contract';
import { isSubstituteBuyable } from '@medsupply/domain';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isRefusal } from '@/lib/refusal';
import { newIdempotencyKey } from '@/lib/idempotency-key';

import { useSwapCartLine } from '../api/substitutes';
import { CART_TEXTS } from '../constants';

import { SUBSTITUTE_TEXTS, SubstituteList } from './substitute-list';

export type LineOffer = CartSubstitutesResponse['lines'][number];

export function LineSubstitutes({ offer, lineName }: { offer: LineOffer; lineName: string }) {
  const swap = useSwapCartLine();
  const [key, setKey] = useState(newIdempotencyKey);
  if (offer.substitutes.length === 0) return null;

  const press = (substitute: Substitute) =>
    swap.mutate(
      {
        body: { detailId: offer.detailId, fromItemId: offer.itemId, itemId: substitute.id },
        key,
        substituteName: substitute.displayName,
      },
      {
        onSuccess: () => setKey(newIdempotencyKey()),
        // A refusal is this press's final answer: the next press is a new request. A lost answer or
        // a server error keeps the key, so pressing again retries the same swap.
        onError: (error) => {
          if (isRefusal(error)) setKey(newIdempotencyKey());
        },
      },
    );

  return (
    <div className="col-span-2 rounded-lg border border-amber-200 bg-amber-50/60 p-3 xl:col-span-5">
      <p className="text-sm font-semibold text-amber-900">{SUBSTITUTE_TEXTS.lineOffer[offer.reason]}</p>
      <SubstituteList
        compact
        className="mt-2 md:grid-cols-2"
        substitutes={offer.substitutes}
        action={(substitute) =>
          isSubstituteBuyable(substitute.standing) && substitute.unit ? (
            <Button
              size="sm"
              variant="outline"
              disabled={swap.isPending}
              aria-label={`${SUBSTITUTE_TEXTS.swap} ${lineName} for ${substitute.displayName}`}
              onClick={() => press(substitute)}
            >
              {swap.isPending && swap.variables.body.itemId === substitute.id ? (
                <Spinner label={CART_TEXTS.updating} />
              ) : (
                <ArrowLeftRight aria-hidden="true" />
              )}
              {SUBSTITUTE_TEXTS.swap}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
