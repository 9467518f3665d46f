import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { TDataSource, TField, TFormDefinition, TPlugin, TProfileAttribute } from '@quad/forms-engine/shared/definition';
import { FORMS_CONSOLE_NS } from './console-strings';

const ATTRIBUTES: TProfileAttribute[] = ['realname', 'number', 'department', 'class', 'mobile'];
const SOURCE_KINDS: TDataSource['kind'][] = ['static', 'profile', 'lastAnswer'];

/** A source id not used yet: `src_1`, `src_2`… */
const nextSourceId = (sources: readonly TDataSource[]): string => {
  const used = new Set(sources.map((s) => s.id));
  let n = sources.length + 1;
  while (used.has(`src_${n}`)) n++;
  return `src_${n}`;
};

/** Static rows as JSON text, checked when the designer leaves the box. */
function RowsEditor({ rows, onChange }: { rows: Record<string, string>[]; onChange: (rows: Record<string, string>[]) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const [text, setText] = useState(() => JSON.stringify(rows, null, 1));
  const [error, setError] = useState(false);
  return (
    <Form.Item label={t('sources.rows')} extra={t('sources.rowsHint')} validateStatus={error ? 'error' : undefined} help={error ? t('sources.rowsInvalid') : undefined}>
      <Input.TextArea
        value={text}
        autoSize={{ minRows: 3, maxRows: 12 }}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          try {
            const parsed: unknown = JSON.parse(text || '[]');
            const valid = Array.isArray(parsed) && parsed.every((r) => r && typeof r === 'object' && !Array.isArray(r));
            setError(!valid);
            if (valid) onChange((parsed as Record<string, unknown>[]).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))));
          } catch {
            setError(true);
          }
        }}
        aria-label={t('sources.rows')}
      />
    </Form.Item>
  );
}

/** 数据源与插件: where child-table rows come from, and behaviours added to the form. */
export function SourcesPluginsPanel({ definition, onChange }: { definition: TFormDefinition; onChange: (change: Partial<TFormDefinition>) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const tables = definition.fields.filter((f) => f.kind === 'table');
  const answering = definition.fields.filter((f) => f.kind !== 'description' && f.kind !== 'table');
  const fieldOptions = (fields: TField[]) => fields.map((f) => ({ value: f.key, label: f.label || f.key }));
  const sources = definition.dataSources;
  const setSource = (index: number, change: Partial<TDataSource>) => onChange({ dataSources: sources.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  const plugins = definition.plugins;
  const setPlugin = (index: number, plugin: TPlugin) => onChange({ plugins: plugins.map((p, i) => (i === index ? plugin : p)) });

  return (
    <div className="fc-settings">
      <h3>{t('sources.title')}</h3>
      {sources.map((source, index) => {
        const table = tables.find((f) => f.key === source.table);
        return (
          <Card
            key={source.id}
            size="small"
            className="fc-card"
            title={<code>{source.id}</code>}
            extra={<Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange({ dataSources: sources.filter((_, i) => i !== index) })} aria-label={t('design.remove')} />}
          >
            <Form layout="vertical" component="div" size="small">
              <div className="fc-pair">
                <Form.Item label={t('sources.label')}>
                  <Input value={source.label} onChange={(e) => setSource(index, { label: e.target.value })} maxLength={50} aria-label={t('sources.label')} />
                </Form.Item>
                <Form.Item label={t('sources.table')}>
                  <Select value={source.table || undefined} onChange={(key: string) => setSource(index, { table: key })} options={fieldOptions(tables)} aria-label={t('sources.table')} />
                </Form.Item>
              </div>
              <div className="fc-pair">
                <Form.Item label={t('sources.kind')}>
                  <Select<TDataSource['kind']>
                    value={source.kind}
                    onChange={(kind) => setSource(index, { kind })}
                    options={SOURCE_KINDS.map((k) => ({ value: k, label: t(`sources.kind_${k}`) }))}
                    aria-label={t('sources.kind')}
                  />
                </Form.Item>
                <Form.Item label={t('sources.initial')}>
                  <Switch checked={source.initial} onChange={(initial) => setSource(index, { initial })} aria-label={t('sources.initial')} />
                </Form.Item>
              </div>
              {source.kind === 'static' && <RowsEditor rows={source.rows ?? []} onChange={(rows) => setSource(index, { rows })} />}
              {source.kind === 'profile' &&
                (table?.columns ?? []).map((column) => (
                  <Form.Item key={column.key} label={column.label}>
                    <Select
                      allowClear
                      value={source.map?.[column.key]}
                      onChange={(attribute?: TProfileAttribute) => {
                        const map = { ...source.map };
                        if (attribute) map[column.key] = attribute;
                        else delete map[column.key];
                        setSource(index, { map });
                      }}
                      options={ATTRIBUTES.map((a) => ({ value: a, label: t(`attribute.${a}`) }))}
                      aria-label={column.label}
                    />
                  </Form.Item>
                ))}
            </Form>
          </Card>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={tables.length === 0}
        onClick={() => onChange({ dataSources: [...sources, { id: nextSourceId(sources), table: tables[0]?.key ?? '', label: t('sources.newLabel'), kind: 'static', initial: true, rows: [] }] })}
      >
        {tables.length === 0 ? t('sources.needTable') : t('sources.add')}
      </Button>

      <h3>{t('plugins.title')}</h3>
      {plugins.map((plugin, index) => (
        <div key={index} className="fc-row fc-plugin">
          <Select<TPlugin['type']>
            style={{ width: 150 }}
            value={plugin.type}
            onChange={(type) => setPlugin(index, type === 'prefill' ? { type, field: plugin.field, from: 'realname' } : { type, field: '' })}
            options={(['prefill', 'locate'] as const).map((type) => ({ value: type, label: t(`plugins.${type}`) }))}
            aria-label={t('plugins.type')}
          />
          <Select
            style={{ flex: 1 }}
            value={plugin.field || undefined}
            placeholder={t('plugins.field')}
            onChange={(field: string) => setPlugin(index, { ...plugin, field })}
            options={fieldOptions(plugin.type === 'locate' ? answering.filter((f) => f.kind === 'location') : answering)}
            aria-label={t('plugins.field')}
          />
          {plugin.type === 'prefill' && (
            <Select<TProfileAttribute>
              style={{ width: 120 }}
              value={plugin.from}
              onChange={(from) => setPlugin(index, { ...plugin, from })}
              options={ATTRIBUTES.map((a) => ({ value: a, label: t(`attribute.${a}`) }))}
              aria-label={t('plugins.from')}
            />
          )}
          <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onChange({ plugins: plugins.filter((_, i) => i !== index) })} aria-label={t('design.remove')} />
        </div>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange({ plugins: [...plugins, { type: 'prefill', field: '', from: 'realname' }] })}>
        {t('plugins.add')}
      </Button>
    </div>
  );
}
