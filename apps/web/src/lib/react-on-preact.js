// What `import … from 'react'` resolves to in the build and the component tests (preact-aliases.ts,
// ADR 0009): Preact's React compatibility layer plus what React 19 has and it lacks. JavaScript
// because compat's types are `export =`, which TypeScript cannot re-export with `export *`; the
// app's own code is typed against @types/react.
export * from 'preact/compat';
export { default } from 'preact/compat';
export { useOptimistic } from './react-19-additions.ts';
