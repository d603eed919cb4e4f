// What a listing shows when nothing matches (issue 29 §4): the words to try, the API's "Did you
// mean" term, the categories the search's words name, and "Can't find it? Ask us", which opens the
// support form with the search filled in. Loaded only when a listing finds nothing.
import type { PaginateItemsResponse } from '@medsupply/contract';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export default function NoResults({ data }: { data: PaginateItemsResponse }) {
  return (
    <EmptyState icon={<SearchX />} title="No products match">
      <p>
        {data.searchTerm
          ? `We found nothing for “${data.searchTerm}” with these filters.`
          : 'Nothing matches these filters.'}{' '}
        Try fewer filters, another spelling, an item number or an MPN.
      </p>
      {data.didYouMean ? (
        // issue 29 §4: the closest term that finds something.
        <p className="mt-3">
          Did you mean{' '}
          <Link
            to={`/products/1?search=${encodeURIComponent(data.didYouMean)}`}
            className="font-semibold text-navy-700 underline"
          >
            {data.didYouMean}
          </Link>
          ?
        </p>
      ) : null}
      {data.categorySuggestions && data.categorySuggestions.length > 0 ? (
        // issue 29 §4: the shelves the search's words name, typos forgiven.
        <nav aria-label="Categories that may have it" className="mt-3">
          <p>Or look in these categories:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {data.categorySuggestions.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/category/${encodeURIComponent(category.urlComponent || String(category.id))}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-navy-700 hover:border-navy-400 hover:bg-slate-50"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link to="/products/1" className={buttonStyles({ variant: 'outline', className: 'mt-4' })}>
        Browse all products
      </Link>
      {data.searchTerm ? (
        // issue 29 §4: the support form with the search filled in.
        <p className="mt-3">
          <Link
            to={`/contactus?subject=${encodeURIComponent(`Can’t find: ${data.searchTerm}`)}`}
            className="text-navy-700 underline"
          >
            Can’t find it? Ask us
          </Link>
        </p>
      ) : null}
    </EmptyState>
  );
}
