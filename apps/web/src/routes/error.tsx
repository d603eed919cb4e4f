// /error/{statusCode} (storefront spec §2.2, §8): shows a specific error.
import { useParams } from 'react-router';

import { ErrorView } from '@/features/errors/components/error-view';
import { parseStatusCode } from '@/features/errors/messages';
import { SearchForm } from '@/features/search/components/search-form';

export default function ErrorRoute() {
  const { statusCode } = useParams();
  return <ErrorView status={parseStatusCode(statusCode)} search={<SearchForm />} />;
}
