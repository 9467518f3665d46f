import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useUnlockSalary } from '../calls/salary';

/**
 * The lock screen of 工资查询: the login password again, checked by the server (throttled as a sign-in);
 * its answer is the unlock the page keeps in memory. `notice` says why it shows again (timed out, locked).
 */
export function SalaryLock({ notice, onUnlocked }: { notice: string; onUnlocked: (token: string) => void }) {
  const { t } = useTranslation('finance');
  const [password, setPassword] = useState('');
  const unlock = useUnlockSalary();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    try {
      const { token } = await unlock.mutateAsync({ password });
      setPassword('');
      onUnlocked(token);
    } catch {
      setPassword('');
    }
  };
  const problem = unlock.error?.message ?? notice;
  return (
    <form className="q-card fin-lock" onSubmit={(e) => void submit(e)}>
      <h2 className="fin-lock__title">{t('salary.lockTitle')}</h2>
      <p className="q-meta">{t('salary.lockHint')}</p>
      <Input type="password" aria-label={t('salary.password')} placeholder={t('salary.password')} value={password} onChange={setPassword} autoComplete="current-password" />
      {problem && (
        <p className="fin-lock__problem" role="alert">
          {problem}
        </p>
      )}
      <Button block color="primary" type="submit" loading={unlock.isPending} disabled={!password}>
        {t('salary.confirm')}
      </Button>
    </form>
  );
}
