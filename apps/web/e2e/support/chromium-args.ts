// The flags ARCHITECTURE §10 gives Debian's Chromium, shared by the browser journeys
// (browser.ts) and the Lighthouse bench (bench/lighthouse.ts).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
