// Whose payment draft it is (features/payments' Make a payment steps): the signed-in user and the
// account the session acts for; the routes hand it to the steps.
import { useCurrentUser } from '@/features/auth/api/get-current-user';

export function usePaymentOwner(): string | null {
  const { user } = useCurrentUser();
  return user ? `${user.id}:${user.account.id}` : null;
}
