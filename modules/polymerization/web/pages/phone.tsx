import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { useNavigate } from '@quad/platform/shell/router';
import { queryClient } from '@quad/platform/shell/query-client';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { bindPhone, changePhone, sendPhoneCode } from '../../contract';
import { Field } from './field';
import { PhoneCodeFields, usePhoneCodeCheck } from './phone-code-fields';
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
  const pairCheck = usePhoneCodeCheck();
  const check = () => ({ ...pairCheck(values), ...(change && !values.password ? { password: t('phone.passwordRequired') } : {}) });
  const done = () => {
    toast(change ? t('phone.changed') : t('phone.bound'));
    void queryClient.invalidateQueries();
    void navigate('/polymerization/homepage', { replace: true });
  };
  const input = () => (change ? values : { phone: values.phone, code: values.code });
  return (
    <main className="q-page ac-page">
      <form
        className="q-card ac-form"
        onSubmit={(e) => void form.submit(change ? changePhone : bindPhone, input, check, done)(e)}
        noValidate
      >
        <PhoneCodeFields form={form} label={t('phone.new')} send={sendPhoneCode} />
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
        <p className="ac-note">{t('phone.rule')}</p>
        <FormSubmit error={form.message} errorClassName="ac-message" busy={form.busy} size="large">
          {change ? t('phone.changeSubmit') : t('phone.bindSubmit')}
        </FormSubmit>
      </form>
    </main>
  );
}

export const BindPhonePage = () => <PhoneForm change={false} />;
export const ChangePhonePage = () => <PhoneForm change />;
