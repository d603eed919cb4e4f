// /register (storefront spec §2.1): the registration form; the server's answer goes to /success.
import { useNavigate } from 'react-router';

import { PageFrame } from '@/components/page-frame';
import { RegisterForm } from '@/features/auth/components/register-form';

export interface SuccessState {
  message: string;
}

export default function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Create Account"
      description="Open a business account to see your pricing and order online. We review every application, usually within one business day."
    >
      <div className="max-w-3xl">
        <RegisterForm
          onRegistered={(answer) =>
            void navigate('/success', { state: { message: answer.message } satisfies SuccessState })
          }
        />
      </div>
    </PageFrame>
  );
}
