import { useTranslation } from 'react-i18next';
import type { CallContract } from '@quad/contracts/call';
import { PHONE_PATTERN } from '../../contract';
import { Field } from './field';
import { CodeField } from './send-code-button';

type TPair = 'phone' | 'code';

/** The part of a `useForm` the pair needs: any form holding a phone and a code. */
export interface TPhoneCodeForm {
  values: Record<TPair, string>;
  errors: Partial<Record<TPair, string>>;
  set: (field: TPair) => (value: string) => void;
  setMessage: (message: string) => void;
}

/** What is wrong with a typed phone number, in the reader's words; undefined when nothing is. */
export function usePhoneError() {
  const { t } = useTranslation('polymerization');
  return (phone: string) => (!phone ? t('phone.required') : PHONE_PATTERN.test(phone.trim()) ? undefined : t('phone.invalid'));
}

/** The pair's own checks before sending: a valid number and a code. */
export function usePhoneCodeCheck() {
  const { t } = useTranslation('polymerization');
  const phoneError = usePhoneError();
  return (values: Record<TPair, string>) => {
    const missing: Partial<Record<TPair, string>> = {};
    const bad = phoneError(values.phone);
    if (bad) missing.phone = bad;
    if (!values.code) missing.code = t('code.required');
    return missing;
  };
}

/**
 * A phone number and the code sent to it by `send` (its input is the number), the fields of every
 * code form of the account centre: binding, changing the number, signing in with a code.
 */
export function PhoneCodeFields({ form, label, send }: { form: TPhoneCodeForm; label: string; send: CallContract }) {
  const { t } = useTranslation('polymerization');
  const phoneError = usePhoneError();
  const { values, errors } = form;
  return (
    <>
      <Field
        name="phone"
        label={label}
        placeholder={t('phone.placeholder')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={form.set('phone')}
        error={errors.phone}
      />
      <CodeField
        value={values.code}
        onChange={form.set('code')}
        error={errors.code}
        send={{
          call: send,
          input: () => {
            const bad = phoneError(values.phone);
            if (bad) form.setMessage(bad);
            return bad ? undefined : { phone: values.phone.trim() };
          },
          onRefused: form.setMessage,
        }}
      />
    </>
  );
}
