// /category/{catid} (storefront spec §2.1): a category page; catid is the urlComponent or the id.
import { useParams } from 'react-router';

import { ComingSoon, PageFrame } from '@/components/page-frame';

/** 'exam-gloves' reads as 'Exam Gloves' until the category's own name is loaded. */
function readableSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function CategoryRoute() {
  const { catid = '' } = useParams();
  const name = readableSlug(catid) || 'Category';
  return (
    <PageFrame
      title={name}
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Products', to: '/products/1' }, { label: name }]}
    >
      <ComingSoon>Subcategories and products of this category are on their way.</ComingSoon>
    </PageFrame>
  );
}
