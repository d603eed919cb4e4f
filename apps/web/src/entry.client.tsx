// The browser's entry: React Router's default (hydrate the server's document in a transition,
// under StrictMode), with one wait for a signed-in buyer. Their pages carry the add-to-cart
// controls, whose code is a chunk of its own so that visitors do not download it
// (app/product-actions.tsx). React drops a press on server markup it cannot hydrate yet (it
// replays only pointer moves), so if the page hydrated first, a size or Add to cart tapped before
// that chunk arrived did nothing. The chunk is small and was fetched by every such page anyway;
// fetched first, every control the buyer sees answers from the moment the page says it is ready.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { preloadBuyerControls } from '@/app/product-actions';
import { adoptPunchoutToken } from '@/lib/punchout-handoff';
import { hasValidToken } from '@/lib/storage';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A procurement system's start link lands here with the session's token in the fragment (issue 28):
// kept before anything reads the token.
adoptPunchoutToken(window.location, window.history);

// A failed fetch (offline, a new deploy) does not hold the page: the controls' own boundary then
// shows the failure as before.
if (hasValidToken())
  void preloadBuyerControls()
    .catch(() => undefined)
    .finally(hydrate);
else hydrate();
