import { useTranslation } from 'react-i18next';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useUserInfo } from '../calls/get-info';
import '../uc.css';

/** `center/edit`: the profile, read-only; the school keeps it, so changes go through its administrators. */
export function EditPage() {
  const { t } = useTranslation('uc');
  const info = useUserInfo();
  const base = info.data?.base;
  if (info.isPending) return <LoadingView />;
  if (!base) return <ErrorView error={info.error} onRetry={() => void info.refetch()} />;
  const rows: [string, string][] = [
    [t('edit.realname'), base.realname],
    [t('edit.username'), base.username],
    [t('personal.number'), base.role.number],
    [t('personal.department'), base.department],
    [t('personal.className'), base.class_name],
    [t('edit.mobile'), base.mobile],
    [t('edit.email'), base.email],
  ];
  return (
    <main className="q-page">
      <p className="uc-note">{t('edit.note')}</p>
      <dl className="q-card uc-fields">
        {rows.map(([label, value]) => (
          <div key={label} className="uc-row">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'uc-muted'}>{value || t('edit.none')}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
