// /compare (storefront spec §2.1): a content page, its text from the content API.
import { ContentPage } from '@/features/content/components/content-page';

export default function CompareRoute() {
  return <ContentPage path="/compare" fallbackTitle="Compare Products" />;
}
