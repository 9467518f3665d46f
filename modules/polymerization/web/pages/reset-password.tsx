import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@quad/platform/shell/router';
import { FormSubmit } from '@quad/platform/ui/form-submit';
import { confirmReset, RESET_CHANNELS, sendResetCode } from '../../contract';
import { Field } from './field';
import { CodeField } from './send-code-button';
import { useForm } from './use-form';
import '../polymerization.css';

type TField = 'account' | 'code' | 'new_password' | 'new_password2';
type TChannel = (typeof RESET_CHANNELS)[number];

/**
 * `polymerization/resetPassword` (public): account, a code to its bound phone or e-mail, a new
 * password. The server answers the same for any account, so the page says "if…" and never more.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('polymerization');
  const [channel, setChannel] = useState<TChannel>('phone');
  const [done, setDone] = useState(false);
  const form = useForm<TField>({ account: '', code: '', new_password: '', new_password2: '' });
  const { values, errors } = form;
  const check = () => {
    const missing: Partial<Record<TField, string>> = {};
    if (!values.account.trim()) missing.account = t('reset.accountRequired');
    if (!values.code) missing.code = t('code.required');
    if (!values.new_password) missing.new_password = t('reset.newRequired');
    if (!values.new_password2) missing.new_password2 = t('reset.repeatRequired');
    else if (values.new_password2 !== values.new_password) missing.new_password2 = t('reset.mismatch');
    return missing;
  };
  if (done)
    return (
      <main className="q-page ac-page">
        <section className="q-card ac-done" role="status">
          <p>{t('reset.done')}</p>
          <Link to="/center/login">{t('reset.toLogin')}</Link>
        </section>
      </main>
    );
  return (
    <main className="q-page ac-page">
      <form
        className="q-card ac-form"
        onSubmit={(e) =>
          void form.submit(
            confirmReset,
            () => values,
            check,
            () => setDone(true),
          )(e)
        }
        noValidate
      >
        <Field
          name="account"
          label={t('reset.account')}
          placeholder={t('reset.accountPlaceholder')}
          autoComplete="username"
          value={values.account}
          onChange={form.set('account')}
          error={errors.account}
        />
        <div className="ac-channels" role="radiogroup" aria-label={t('reset.channel')}>
          {RESET_CHANNELS.map((c) => (
            <label key={c}>
              <input type="radio" name="channel" checked={channel === c} onChange={() => setChannel(c)} /> {t(`reset.by.${c}`)}
            </label>
          ))}
        </div>
        <CodeField
          value={values.code}
          onChange={form.set('code')}
          error={errors.code}
          send={{
            call: sendResetCode,
            input: () =>
              values.account.trim()
                ? { account: values.account.trim(), channel }
                : (form.setMessage(t('reset.accountRequired')), undefined),
            onRefused: form.setMessage,
          }}
        />
        <p className="ac-note">{t(`reset.sentNote.${channel}`)}</p>
        <Field
          name="new_password"
          label={t('reset.new')}
          placeholder={t('reset.newPlaceholder')}
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={form.set('new_password')}
          error={errors.new_password}
        />
        <Field
          name="new_password2"
          label={t('reset.repeat')}
          placeholder={t('reset.repeatPlaceholder')}
          type="password"
          autoComplete="new-password"
          value={values.new_password2}
          onChange={form.set('new_password2')}
          error={errors.new_password2}
        />
        <p className="ac-note">{t('reset.rule')}</p>
        <FormSubmit error={form.message} errorClassName="ac-message" busy={form.busy} size="large">
          {t('reset.submit')}
        </FormSubmit>
      </form>
    </main>
  );
}
