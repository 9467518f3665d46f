import { z } from 'zod';

/**
 * The platform's rule for a password people choose (changing it in uc, resetting it with a code in
 * the account centre): 8 to 64 characters with letters and digits. A first password is random; the
 * one people choose must not be easy.
 */
export const ZNewPassword = z
  .string({ error: '请填写新密码' })
  .min(1, '请填写新密码')
  .max(64, '新密码不能超过64位')
  .refine((v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v), '新密码至少8位，须同时包含字母和数字');

/** The new password typed again. */
export const ZNewPasswordRepeat = z.string({ error: '请填写确认新密码' }).min(1, '请填写确认新密码').max(64, '确认新密码不能超过64位');
