import { useTranslation } from 'react-i18next';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TField, TLimit } from './schema-text';

function Limits({ limits }: { limits: TLimit[] }) {
  const { t } = useTranslation('admin');
  if (!limits.length) return <span className="adm-muted">—</span>;
  return (
    <ul className="adm-ref-limits">
      {limits.map((l) => (
        <li key={l.kind}>{t(`reference.limit.${l.kind}`, { value: l.value })}</li>
      ))}
    </ul>
  );
}

/** Every field of a request or of `d`: name, type, required, limits and the Chinese description. */
export function FieldTable({ fields, label }: { fields: TField[]; label: string }) {
  const { t } = useTranslation('admin');
  const columns: ColumnsType<TField> = [
    {
      title: t('reference.field'),
      dataIndex: 'name',
      render: (name: string, f) => (
        <>
          <code>{name}</code>
          {f.location && <Tag className="adm-ref-location">{f.location}</Tag>}
        </>
      ),
    },
    { title: t('reference.type'), dataIndex: 'type', render: (type: string) => <code>{type}</code> },
    { title: t('reference.required'), dataIndex: 'required', width: 70, render: (r: boolean) => (r ? t('reference.yes') : '') },
    { title: t('reference.limits'), dataIndex: 'limits', render: (limits: TLimit[]) => <Limits limits={limits} /> },
    { title: t('reference.description'), dataIndex: 'description' },
  ];
  return <Table<TField> aria-label={label} size="small" rowKey="name" columns={columns} dataSource={fields} pagination={false} />;
}
