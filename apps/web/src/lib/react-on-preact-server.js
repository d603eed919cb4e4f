// What `import … from 'react'` resolves to in the server build (vite.config.ts, entry-server.tsx):
// react-on-preact.js, except that every Suspense boundary renders its fallback. In the browser the
// first render shows each lazy component's fallback, because no lazy chunk has arrived yet; the
// server renders that same first render, so the browser's render over the server's markup changes
// nothing on screen (no layout shift), and the lazy parts load afterwards as they always did.
export * from './react-on-preact.js';
export { default } from './react-on-preact.js';

/** @param {{ fallback?: unknown }} props */
export function Suspense(props) {
  return props.fallback ?? null;
}
