// The pages' shared error boundary (a pathless layout route, routes.ts): an error in a page's
// loader or render shows the spec's error page for its status inside the layout (storefront spec
// §8), the header and footer still in place.
import { Outlet } from 'react-router';

import { RouteError } from '@/app/route-error';

export default function Pages() {
  return <Outlet />;
}

export { RouteError as ErrorBoundary };
