// Every public route of storefront spec §2.1 as a visitor sees it (not signed in), at 320, 375, 768
// and 1280 px (issue 31 acceptance; support/route-sweep.ts says what fails a page). Left out:
// /customerapplication, which leaves the store for the e-signature form the site config names.
import { firstHref, sweepRoutes } from './support/route-sweep';

sweepRoutes({
  name: 'visitor',
  discover: async (page) => ({
    product: await firstHref(page, '/products/1', 'main a[href^="/product/"]'),
    category: await firstHref(page, '/shop', 'main a[href^="/category/"]'),
  }),
  routes: [
    { path: '/' },
    { path: '/shop' },
    { path: '/products/1' },
    { path: '/products/1?search=gloves' },
    { name: 'a category', path: (found) => found['category'] },
    { name: 'a product', path: (found) => found['product'] },
    { path: '/promotions' },
    { path: '/updates' },
    { path: '/compare' },
    { path: '/register' },
    { path: '/success' },
    { path: '/tracking' },
    { path: '/tracking/1Z999AA10123456784' },
    { path: '/infection-control' },
    { path: '/login' },
    { path: '/contactus' },
    { path: '/resources' },
    { path: '/marketsserved' },
    { path: '/about' },
    { path: '/error/500' },
    { path: '/no-such-page' },
    { path: '/admin/login' },
  ],
});
