// "New password" and "Confirm new password" with the rules of newPasswordProblem (service spec
// §5: at least 8 characters, both the same), shared by the reset link, the invitation link and the
// security page's change of password.
import { newPasswordProblem } from '@medsupply/contract';
import type { RegisterOptions, UseFormRegisterReturn } from 'react-hook-form';

import { TextField } from '@/components/ui/field';

/** The length rules of newPasswordProblem, judged on the password alone. */
export const newPasswordRule = {
  validate: (value: string) => newPasswordProblem(value, value) ?? true,
} satisfies RegisterOptions;

/** The confirmation must match (judged only once the password itself is acceptable). */
export function confirmPasswordRule(password: () => string) {
  return {
    validate: (value: string) => {
      const chosen = password();
      return newPasswordProblem(chosen, chosen) ? true : (newPasswordProblem(chosen, value) ?? true);
    },
  } satisfies RegisterOptions;
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
