import type { MessageKey } from '@skins/contract';
import { z } from 'zod';
import { isValidPhone } from '../../ui/phone';

const key = (k: MessageKey) => k;

/** Spec §5 Profile save: a phone, when given, must be valid ('Please enter a valid phone number'). */
export const profileSchema = z
  .object({
    name: z.string().trim(),
    surname: z.string().trim(),
    email: z.string().trim(),
    phone: z.string().trim(),
    phoneCountry: z.string(),
    address: z.string().trim(),
    city: z.string().trim(),
    postCode: z.string().trim(),
    country: z.string(),
  })
  .refine((v) => v.phone === '' || isValidPhone(v.phone, v.phoneCountry), { path: ['phone'], message: key('auth_valid_phone') })
  .transform(({ phoneCountry: _, country, ...rest }) => ({ ...rest, country: country ? Number(country) : null }));

/** Spec §5 Password change: 'Passwords do not match'. */
export const changePasswordSchema = z
  .object({
    cur_password: z.string().min(1, key('auth_password_required')),
    new_password: z.string().min(1, key('auth_password_required')),
    repeat_password: z.string().min(1, key('auth_confirm_required')),
  })
  .refine((v) => v.new_password === v.repeat_password, { path: ['repeat_password'], message: key('auth_passwords_mismatch') });
