// /register (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function RegisterRoute() {
  return (
    <PageFrame
      title="Create Account"
      description="Open a business account to see your pricing and order online."
    >
      <ComingSoon>
        Online account registration is on its way. Until then, our team can open an account for you by phone
        or e-mail.
      </ComingSoon>
    </PageFrame>
  );
}
