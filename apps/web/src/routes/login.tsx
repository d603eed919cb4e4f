// /login (storefront spec §2.1, §4): the login panel beside an invitation to open an account.
import { BadgeDollarSign, ClipboardList, FileText } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoginPanel } from '@/features/auth/components/login-panel';

const BENEFITS = [
  { icon: BadgeDollarSign, text: 'Your contract pricing on every product' },
  { icon: ClipboardList, text: 'Order history, easy reorder and saved lists' },
  { icon: FileText, text: 'Invoices, statements and online payments' },
] as const;

export default function LoginRoute() {
  return (
    <Container className="py-8 md:py-14">
      <div className="mx-auto grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <LoginPanel />
        <aside
          aria-labelledby="new-customer-heading"
          className="rounded-2xl bg-navy-900 p-6 text-white sm:p-8"
        >
          <h2 id="new-customer-heading" className="text-xl font-semibold">
            New to Meridian Medical Supply?
          </h2>
          <p className="mt-2 text-sm leading-6 text-navy-100">
            Open a business account for your clinic or practice. Once approved, you can order online with your
            own pricing.
          </p>
          <ul className="mt-5 space-y-3">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          <Link
            to="/register"
            className={buttonStyles({ variant: 'accent', size: 'lg', className: 'mt-6 w-full' })}
          >
            Create Account
          </Link>
        </aside>
      </div>
    </Container>
  );
}
