import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { useSaveChannel } from '../calls/save-channel';
import '../news.css';

/** Creating a channel: its key is also a route, so `tjuNews` makes `tjuNews/index` show it. */
export function ChannelForm() {
  const { t } = useTranslation('news');
  const [channel, setChannel] = useState({ key: '', name: '' });
  const [error, setError] = useState('');
  const save = useSaveChannel();
  const add = () =>
    save.mutate(
      { ...channel, sort: 0, hidden: false },
      {
        onSuccess: () => {
          setError('');
          setChannel({ key: '', name: '' });
        },
        onError: (refusal) => setError(refusal.message),
      },
    );
  return (
    <form className="q-card news-form" onSubmit={(e) => (e.preventDefault(), add())}>
      <h2 className="q-card__title">{t('channel.title')}</h2>
      <label className="news-field">
        {t('channel.key')}
        <input
          value={channel.key}
          maxLength={40}
          placeholder={t('channel.keyHint')}
          onChange={(e) => setChannel({ ...channel, key: e.target.value })}
        />
      </label>
      <label className="news-field">
        {t('channel.name')}
        <input value={channel.name} maxLength={20} onChange={(e) => setChannel({ ...channel, name: e.target.value })} />
      </label>
      {error && (
        <p className="news-error" role="alert">
          {error}
        </p>
      )}
      <Button block type="submit">
        {t('channel.add')}
      </Button>
    </form>
  );
}
