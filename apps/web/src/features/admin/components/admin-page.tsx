// The frame of every back-office page: breadcrumb, title, actions, and the area gate. A member whose
// roles do not open the page's area sees why instead of the page (the API refuses them with 403 too).
import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffArea } from '@medsupply/domain';

import { PageHeader } from '@/components/ui/page-header';
import type { Crumb } from '@/components/ui/page-header';

import { useMayUse } from './staff-context';

export interface AdminPageProps {
  title: string;
  /** The area the page belongs to; null for pages every member sees (the dashboard). */
  area: StaffArea | null;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, area, description, breadcrumbs, actions, children }: AdminPageProps) {
  const allowed = useMayUse(area ?? '') || area === null;
  if (!allowed) return <AdminForbidden title={title} />;
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={breadcrumbs}
        actions={actions}
        className="pb-4"
      />
      {children}
    </div>
  );
}

/** What a member sees on a page their roles do not open (or when the API answers 403). */
export function AdminForbidden({ title, message }: { title: string; message?: string }) {
  return (
    <section
      role="alert"
      className="mx-auto mt-6 max-w-xl rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center"
    >
      <ShieldX className="mx-auto size-10 text-amber-700" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-navy-900">{title}: not open to your roles</h1>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {message ??
          'Your staff roles do not open this part of the back office. An administrator can add the role you need.'}
      </p>
      <Link to="/admin" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
