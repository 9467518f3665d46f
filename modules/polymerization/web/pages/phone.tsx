import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { useNavigate } from '@quad/platform/shell/router';
import { queryClient } from '@quad/platform/shell/query-client';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { bindPhone, changePhone, PHONE_PATTERN, sendPhoneCode } from '../../contract';
import { Field } from './field';
import { CodeField } from './send-code-button';
import { useForm } from './use-form';
import '../polymerization.css';

type TField = 'phone' | 'code' | 'password';

/**
 * `polymerization/bindPhone` and `changePhone`: a code to the new number, and for a change the
 * current password too (the server's rule, `service-phone.ts`).
 */
function PhoneForm({ change }: { change: boolean }) {
  const { t } = useTranslation('polymerization');
  const navigate = useNavigate();
  const form = useForm<TField>({ phone: '', code: '', password: '' });
  const { values, errors } = form;
  const phoneError = () => (!values.phone ? t('phone.required') : PHONE_PATTERN.test(values.phone.trim()) ? undefined : t('phone.invalid'));
  const check = () => {
    const missing: Partial<Record<TField, string>> = {};
    const bad = phoneError();
    if (bad) missing.phone = bad;
    if (!values.code) missing.code = t('code.required');
    if (change && !values.password) missing.password = t('phone.passwordRequired');
    return missing;
  };
  const done = () => {
    toast(change ? t('phone.changed') : t('phone.bound'));
    void queryClient.invalidateQueries();
    void navigate('/polymerization/homepage', { replace: true });
  };
  const input = () => (change ? values : { phone: values.phone, code: values.code });
  return (
    <main className="q-page pm-page">
      <form
        className="q-card pm-form"
        onSubmit={(e) => void form.submit(change ? changePhone : bindPhone, input, check, done)(e)}
        noValidate
      >
        <Field
          name="phone"
          label={t('phone.new')}
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
            call: sendPhoneCode,
            input: () => (phoneError() ? (form.setMessage(phoneError() ?? ''), undefined) : { phone: values.phone.trim() }),
            onRefused: form.setMessage,
          }}
        />
        {change && (
          <Field
            name="password"
            label={t('phone.password')}
            placeholder={t('phone.passwordPlaceholder')}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={form.set('password')}
            error={errors.password}
          />
        )}
        <p className="pm-note">{t('phone.rule')}</p>
        <FormSubmit error={form.message} errorClassName="pm-message" busy={form.busy} size="large">
          {change ? t('phone.changeSubmit') : t('phone.bindSubmit')}
        </FormSubmit>
      </form>
    </main>
  );
}

export const BindPhonePage = () => <PhoneForm change={false} />;
export const ChangePhonePage = () => <PhoneForm change />;
