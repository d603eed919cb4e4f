// Any unknown path (storefront spec §2.1, §8): the error page with 404.
import { ErrorView } from '@/features/errors/components/error-view';
import { SearchForm } from '@/features/search/components/search-form';

export default function NotFoundRoute() {
  return <ErrorView status={404} search={<SearchForm />} />;
}
