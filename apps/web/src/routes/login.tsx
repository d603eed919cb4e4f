// /login (storefront spec §2). The feature arrives with a later issue; until then a designed frame.
import { ComingSoon, PageFrame } from '@/components/page-frame';

export default function LoginRoute() {
  return (
    <PageFrame title="Login" description="Log in to see your prices, cart and account.">
      <ComingSoon>
        Online login is on its way. Our team can take your order by phone or e-mail in the meantime.
      </ComingSoon>
    </PageFrame>
  );
}
