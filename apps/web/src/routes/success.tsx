// /success (storefront spec §2.1): the confirmation after registering, showing the server's message.
import { CircleCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

function messageOf(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'message' in state &&
    typeof state.message === 'string'
    ? state.message
    : null;
}

export default function SuccessRoute() {
  const location = useLocation();
  const message = messageOf(location.state as unknown);
  return (
    <PageFrame title="Thank You" description="We have received your request.">
      <EmptyState
        icon={<CircleCheck />}
        title={message ? 'Application received' : 'Nothing waiting here'}
        actions={
          <>
            <Link to="/products/1" className={buttonStyles({ variant: 'primary' })}>
              Browse products
            </Link>
            <Link to="/login" className={buttonStyles({ variant: 'outline' })}>
              Go to login
            </Link>
          </>
        }
      >
        {message ??
          'This page confirms an account application. If you applied, check your email for our reply.'}
      </EmptyState>
    </PageFrame>
  );
}
