// "New password" and "Confirm new password" with the rules of newPasswordProblem (service spec
// §5: at least 8 characters, both the same), shared by the reset link, the invitation link and the
// security page's change of password.
import { newPasswordProblem } from '@medsupply/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { TextField } from '@/components/ui/field';

/**
 * The rules of newPasswordProblem, for schemaResolver's own checks: the length judged on the
 * password alone, the confirmation only once the password itself is acceptable. With `optional`
 * (registration), an empty password is no password.
 */
export function newPasswordChecks(optional = false) {
  return ({ password, passwordMatch }: { password: string; passwordMatch: string }) => {
    if (optional && !password) return {};
    const problem = newPasswordProblem(password, password);
    return {
      password: problem,
      passwordMatch: problem ? undefined : newPasswordProblem(password, passwordMatch),
    };
  };
}

export function NewPasswordFields({
  password,
  passwordMatch,
  errors,
}: {
  password: UseFormRegisterReturn;
  passwordMatch: UseFormRegisterReturn;
  errors: { password?: string; passwordMatch?: string };
}) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A passphrase of several words works well."
        error={errors.password}
        {...password}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.passwordMatch}
        {...passwordMatch}
      />
    </>
  );
}
