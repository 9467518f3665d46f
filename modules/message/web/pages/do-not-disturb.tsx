import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Button from 'antd-mobile/es/components/button';
import Switch from 'antd-mobile/es/components/switch';
import { toast } from '@quad/platform/shell/dialogs';
import { WhenPicker } from '@quad/platform/ui/pickers/when-picker';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { ZDoNotDisturb } from '../../contract';
import { useDoNotDisturb } from '../calls/get-do-not-disturb';
import { useSaveDoNotDisturb } from '../calls/save-do-not-disturb';
import '../message.css';

/** The form starts from the saved settings, so it mounts only once they are here. */
function DoNotDisturbForm({ saved }: { saved: z.infer<typeof ZDoNotDisturb> }) {
  const { t } = useTranslation('message');
  const [enabled, setEnabled] = useState(saved.enabled);
  const [start, setStart] = useState(saved.start);
  const [end, setEnd] = useState(saved.end);
  const [muted, setMuted] = useState<string[]>(saved.muted);
  const [error, setError] = useState('');
  const saving = useSaveDoNotDisturb();
  const save = () =>
    saving.mutate(
      { enabled, start, end, muted },
      {
        onSuccess: () => {
          setError('');
          toast(t('dnd.saved'));
        },
        onError: (refusal) => setError(refusal.message),
      },
    );
  const toggle = (app: string) => setMuted((list) => (list.includes(app) ? list.filter((a) => a !== app) : [...list, app]));
  return (
    <main className="q-page">
      <section className="q-card msg-form">
        <label className="msg-row">
          <span>{t('dnd.quiet')}</span>
          <Switch checked={enabled} onChange={setEnabled} aria-label={t('dnd.quiet')} />
        </label>
        {(['start', 'end'] as const).map((edge) => (
          <div key={edge} className="msg-row">
            <span aria-hidden="true">{t(`dnd.${edge}`)}</span>
            <WhenPicker
              className="msg-time"
              kind="time"
              value={edge === 'start' ? start : end}
              onChange={edge === 'start' ? setStart : setEnd}
              disabled={!enabled}
              label={t(`dnd.${edge}`)}
              placeholder={t(`dnd.${edge}`)}
              title={t(`dnd.${edge}`)}
            />
          </div>
        ))}
        <p className="msg-note">{t('dnd.quietNote')}</p>
      </section>
      <section className="q-card msg-form">
        <h2 className="q-card__title">{t('dnd.mute')}</h2>
        {saved.apps.length === 0 && <p className="msg-note">{t('dnd.noApps')}</p>}
        {saved.apps.map((app) => (
          <label key={app} className="msg-row">
            <span>{t(`apps.${app}`, { defaultValue: app })}</span>
            <Switch checked={muted.includes(app)} onChange={() => toggle(app)} />
          </label>
        ))}
      </section>
      {error && (
        <p className="msg-error" role="alert">
          {error}
        </p>
      )}
      <Button className="msg-save" block color="primary" onClick={save}>
        {t('dnd.save')}
      </Button>
    </main>
  );
}

/** `newsInterruption/index` and `indexV2`: quiet hours (school time) and muted apps. */
export function DoNotDisturbPage() {
  const query = useDoNotDisturb();
  if (query.isPending) return <LoadingView />;
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  return <DoNotDisturbForm saved={query.data} />;
}
