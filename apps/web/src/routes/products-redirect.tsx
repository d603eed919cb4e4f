// /products (storefront spec §2.1): redirects to /products/1, keeping the query string.
import { Navigate, redirect, useLocation } from 'react-router';

import type { Route } from './+types/products-redirect';

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/products/1${new URL(request.url).search}`);
}

export default function ProductsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/products/1${search}`} replace />;
}
