// React and React DOM choose their development or production build by NODE_ENV when first loaded,
// and nothing set it: the store rendered every document with React's development build (prop
// checks, owner stacks, console.createTask per element), about three times the CPU of the
// production build (45 ms of the API's CPU for a product page on the 100,000-item store, issue 15's
// budget being 25 ms p99). main.ts imports this module first, before anything loads React: a
// served build renders with the production build unless told otherwise; `npm run dev` (WEB_DEV)
// keeps development's warnings; tests keep the NODE_ENV their runner sets.
if (process.env['NODE_ENV'] === undefined) {
  process.env['NODE_ENV'] = process.env['WEB_DEV'] === 'true' ? 'development' : 'production';
}

export {};
