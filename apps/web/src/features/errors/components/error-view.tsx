// The friendly, on-brand error page: status, what happened, and ways back into the store.
import { House, Phone, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/use-page-title';

import { errorMessage } from '../messages';

export interface ErrorViewProps {
  status: number;
  /** The search form, composed by the route so this feature does not own search. */
  search?: ReactNode;
}

export function ErrorView({ status, search }: ErrorViewProps) {
  const { title, description } = errorMessage(status);
  usePageTitle(status === 404 ? 'Page not found' : title);
  const Icon = status === 404 ? SearchX : TriangleAlert;

  return (
    <Container className="py-12 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <div
          className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <Icon className="size-8" />
        </div>
        <p className="text-sm font-semibold tracking-[0.14em] text-brand-700 uppercase">Error {status}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-slate-600">{description}</p>

        {search && (
          <div className="mx-auto mt-8 max-w-xl text-left">
            <p className="mb-2 text-sm font-semibold text-navy-900">Search the catalog</p>
            {search}
          </div>
        )}

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonStyles({ variant: 'primary', size: 'lg' })}>
            <House aria-hidden="true" />
            Back to home
          </Link>
          {status === 401 ? (
            <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Log in
            </Link>
          ) : (
            <Link to="/products/1" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Browse all products
            </Link>
          )}
        </div>

        <p className="mt-10 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Phone className="size-4 text-brand-700" aria-hidden="true" />
          Need a hand?{' '}
          <Link to="/contactus" className="font-semibold text-brand-700 hover:underline">
            Contact customer service
          </Link>
        </p>
      </div>
    </Container>
  );
}
