import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useCall } from '@quad/platform/shell/console/use-call';
import { createPreviewLink } from '../../contract-settings';
import { useDiscardDraft } from '../calls/discard-draft';
import { useDraft } from '../calls/list-draft';
import { useRoles } from '../calls/list-roles';
import { usePublishDraft } from '../calls/publish-draft';

/**
 * The site's unpublished changes: look at the portal with them as a chosen role (or a visitor) sees
 * it, then publish them all at once, or throw them away.
 */
export function DraftBar({ labelOf }: { labelOf: (key: string) => string }) {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const call = useCall();
  const publishDraft = usePublishDraft();
  const discardDraft = useDiscardDraft();
  const draft = useDraft();
  const roles = useRoles();
  const [role, setRole] = useState('');
  const items = draft.data?.list ?? [];
  if (items.length === 0) return null;

  const preview = async () => {
    // Opened before the call answers, so the browser does not treat it as an unasked-for popup.
    const tab = window.open('', '_blank');
    const link = await call(createPreviewLink, { role_id: role });
    if (link && tab) tab.location.href = link.url;
    else tab?.close();
  };
  const publish = () =>
    modal.confirm({
      title: t('draft.publishConfirm', { count: items.length }),
      okText: t('draft.publish'),
      cancelText: t('cancel'),
      onOk: async () => {
        await publishDraft({}, { success: t('draft.published') });
      },
    });
  const discard = () =>
    modal.confirm({
      title: t('draft.discardConfirm'),
      okText: t('draft.discard'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        await discardDraft({});
      },
    });

  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('draft.pending', { count: items.length })}
      description={
        <>
          <p>{items.map((i) => `${labelOf(i.key)}${i.reset ? t('draft.toInherit') : ''}`).join('、')}</p>
          <Space wrap>
            <Select
              style={{ minWidth: 180 }}
              aria-label={t('draft.as')}
              value={role}
              onChange={setRole}
              options={[{ value: '', label: t('draft.guest') }, ...(roles.data?.list ?? []).map((r) => ({ value: r.id, label: r.name }))]}
            />
            <Button onClick={() => void preview()}>{t('draft.preview')}</Button>
            <Button type="primary" onClick={publish}>
              {t('draft.publish')}
            </Button>
            <Button danger onClick={discard}>
              {t('draft.discard')}
            </Button>
          </Space>
        </>
      }
    />
  );
}
