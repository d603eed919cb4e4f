// Form fields the account pages share (issue 19): names, phones, e-mails, US addresses, each with
// the spec's validators and messages (service spec §5) so the form and the API say the same words.
import { z } from 'zod';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_STATE_MESSAGE,
  INVALID_ZIP_MESSAGE,
  isUsState,
  isUsZip,
  isIsoDay,
  isValidEmail,
  noSpaces,
  phoneProblem,
} from '@medsupply/domain';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, USERNAME_MAX_LENGTH } from './auth-rules.ts';

/** Required text: trimmed, not blank, at most `max` characters ('First name is required'). */
export const requiredText = (label: string, max = NAME_MAX_LENGTH) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: trimmed; blank becomes null. */
export const optionalText = (label: string, max = NAME_MAX_LENGTH) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const EmailField = z
  .string({ message: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine((v) => isValidEmail(v), INVALID_EMAIL_MESSAGE)
  .transform((v) => v.toLowerCase());

/** A username: no spaces (service spec §5 'Cannot contain spaces'); stored lower-case. */
export const UsernameField = z
  .string({ message: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .superRefine((v, ctx) => {
    const problem = noSpaces(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v.toLowerCase());

/** An optional phone: 'Must be a number' / 'Must be at least 10 characters' (domain phoneProblem). */
export const PhoneField = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `Phone must be at most ${PHONE_MAX_LENGTH} characters`)
  .superRefine((v, ctx) => {
    const problem = phoneProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const UsStateField = z
  .string({ message: INVALID_STATE_MESSAGE })
  .trim()
  .refine((v) => isUsState(v), INVALID_STATE_MESSAGE)
  .transform((v) => v.toUpperCase());

export const UsZipField = z
  .string({ message: INVALID_ZIP_MESSAGE })
  .trim()
  .refine((v) => isUsZip(v), INVALID_ZIP_MESSAGE);

/** A calendar day 'YYYY-MM-DD' that exists. */
export const IsoDayField = z
  .string({ message: 'Enter a date as YYYY-MM-DD' })
  .refine((v) => isIsoDay(v), 'Enter a date as YYYY-MM-DD');
