// /myaccount/menu/contacts (storefront spec §2.2, §2.3: isAdmin, which the account layout's gate
// applies; issue 19 point 4). The loader primes the first page of active contacts and the admin's
// own profile, which marks their row (ADR 0022).
import { accountPaths, contactsPaths } from '@medsupply/contract';
import { HydrationBoundary } from '@tanstack/react-query';

import { primed, readCall, serverApi } from '@/app/server-api';
import { AccountPageFrame } from '@/features/account/components/account-page-frame';
import { contactsQuery } from '@/features/company/api/contacts';
import { companyKeys } from '@/features/company/api/keys';
import { ContactsPage } from '@/features/company/components/contacts-page';
import { pageTitle } from '@/lib/use-page-title';

import type { Route } from './+types/contacts';

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const query = contactsQuery(1, false);
  const [first, profile] = api.signedIn
    ? await Promise.all([
        readCall(api, 'GET', contactsPaths.paginate, { query: { ...query } }).catch(() => null),
        readCall(api, 'GET', accountPaths.getProfile).catch(() => null),
      ])
    : [null, null];
  return {
    queries: primed([
      [companyKeys.contacts(query), first],
      [companyKeys.profile(), profile],
    ]),
  };
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Contacts') }];

export default function ContactsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <AccountPageFrame page="contacts">
        <ContactsPage />
      </AccountPageFrame>
    </HydrationBoundary>
  );
}
