import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useSession } from '@quad/platform/shell/use-session';
import type { TLayer, TSettingItem } from '../../contract-settings';
import { useSettings, type TWhere } from '../calls/get-settings';
import { useDepartments } from '../calls/list-departments';
import { useResetSetting } from '../calls/reset-setting';
import { QueryError } from '@quad/platform/console/query-states';
import { DraftBar } from './draft-bar';
import { EditSettingModal } from './edit-setting-modal';
import { summary, TITLE_PREFIX } from './setting-fields';

const SOURCE_COLOR: Record<TLayer, string> = { platform: 'default', site: 'blue', department: 'purple' };

/** 站点设置: every setting's effective value at a layer, where it comes from, edit here, or inherit again. */
export default function SettingsScreen() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const session = useSession();
  const resetSetting = useResetSetting();
  const [where, setWhere] = useState<TWhere>({ layer: 'site', dept_id: '' });
  const [editing, setEditing] = useState<TSettingItem | null>(null);
  const settings = useSettings(where);
  const departments = useDepartments();

  const layers: TLayer[] = session.allowed('platform', 'sites') ? ['site', 'department', 'platform'] : ['site', 'department'];
  const labelOf = (key: string) =>
    key.startsWith(TITLE_PREFIX) ? t('settings.titleOf', { route: key.slice(TITLE_PREFIX.length) }) : t(`settings.key.${key}`);

  const inherit = (item: TSettingItem) =>
    modal.confirm({
      title: t('settings.inheritConfirm', { name: labelOf(item.key) }),
      okText: t('settings.inherit'),
      cancelText: t('cancel'),
      onOk: async () => {
        await resetSetting({ ...where, key: item.key }, { success: t('saved') });
      },
    });

  const items = (settings.data?.list ?? []).filter((i) => where.layer !== 'department' || i.department);
  const columns: ColumnsType<TSettingItem> = [
    { title: t('settings.name'), key: 'name', render: (_, i) => labelOf(i.key), width: 220 },
    { title: t('settings.value'), key: 'value', render: (_, i) => summary(i.value, t) },
    {
      title: t('settings.source'),
      dataIndex: 'source',
      width: 110,
      render: (source: TLayer) => <Tag color={SOURCE_COLOR[source]}>{t(`settings.layer.${source}`)}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 200,
      render: (_, i) => (
        <Space>
          <Button size="small" onClick={() => setEditing(i)} aria-label={`${t('settings.edit')} ${labelOf(i.key)}`}>
            {t('settings.edit')}
          </Button>
          {i.here && (
            <Button size="small" onClick={() => inherit(i)} aria-label={`${t('settings.inherit')} ${labelOf(i.key)}`}>
              {t('settings.inherit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<TLayer>
          value={where.layer}
          options={layers.map((layer) => ({ value: layer, label: t(`settings.layer.${layer}`) }))}
          onChange={(layer) => setWhere({ layer, dept_id: layer === 'department' ? where.dept_id : '' })}
        />
        {where.layer === 'department' && (
          <Select
            style={{ minWidth: 220 }}
            placeholder={t('settings.pickDepartment')}
            aria-label={t('settings.pickDepartment')}
            value={where.dept_id || undefined}
            options={(departments.data?.list ?? []).filter((d) => d.kind === 'department').map((d) => ({ value: d.id, label: d.name }))}
            onChange={(dept_id: string) => setWhere({ layer: 'department', dept_id })}
          />
        )}
        <Button
          onClick={() => setEditing({ key: TITLE_PREFIX, value: '', source: where.layer, here: false, department: true })}
          disabled={where.layer === 'department' && !where.dept_id}
        >
          {t('settings.addTitle')}
        </Button>
      </Space>
      <p className="adm-muted">{t(`settings.note.${where.layer}`)}</p>
      {where.layer === 'site' && <DraftBar labelOf={labelOf} />}
      {settings.error ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Table rowKey="key" size="middle" columns={columns} dataSource={items} loading={settings.isFetching} pagination={false} />
      )}
      <EditSettingModal
        where={where}
        item={editing}
        label={editing ? (editing.key === TITLE_PREFIX ? t('settings.newTitle') : labelOf(editing.key)) : ''}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
