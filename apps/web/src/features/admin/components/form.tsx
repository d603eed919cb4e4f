// Form parts of the back office: the store's labelled fields (hint and error wired to the control),
// the notice above a form, and the API's error as a notice. Pages import them from here so every
// back-office form looks the same.
import { FormNotice } from '@/components/ui/field';

import { errorMessage } from '../lib/admin-api';

export { FormNotice, SelectField, TextAreaField, TextField } from '@/components/ui/field';
export { Button, buttonStyles } from '@/components/ui/button';

/** The API's answer to a failed action, in words ("Line 2 (GLV-100) has only 3 left to ship."). */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null;
  return <FormNotice tone="error">{errorMessage(error)}</FormNotice>;
}
