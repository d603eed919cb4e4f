// /shop (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function ShopRoute() {
  return (
    <PageFrame
      title="Shop"
      description="Medical and clinical supplies for your practice, by category and brand."
    >
      <ComingSoon>
        The shop landing, with featured categories and brands, is being stocked. You can already search the
        catalogue.
      </ComingSoon>
    </PageFrame>
  );
}
