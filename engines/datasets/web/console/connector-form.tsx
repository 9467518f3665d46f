import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { timeParts } from '@quad/platform/shell/time';
import {
  REDACTED,
  type TConnectorConfig,
  type TConnectorSchedule,
  type TDatasetColumn,
  type TDatasetConnector,
  type TLoadResult,
} from '../../contract';
import { DATASETS_NS } from '../strings';
import { useDatasetConnector, useDeleteConnector, usePullNow, useSaveConnector } from './calls/dataset-connector';
import { useDatasetStatus } from './calls/dataset-status';

/** A header or query parameter as a row of the form; `kept`: its stored value is a secret not shown. */
interface TPair {
  name: string;
  value: string;
  kept?: boolean;
}

/** The form's values: one flat shape for both connector types, the schedule and the switch. */
export interface TConnectorFormValues {
  type: 'rest' | 'sql';
  url: string;
  method: 'GET' | 'POST';
  headers: TPair[];
  query: TPair[];
  rowsPath: string;
  totalPath: string;
  successPath: string;
  successValue: string;
  pagingMode: 'none' | 'page' | 'offset' | 'cursor';
  pageParam: string;
  sizeParam: string;
  size: number;
  startAt: 0 | 1;
  offsetParam: string;
  limitParam: string;
  cursorParam: string;
  nextPath: string;
  connectionString: string;
  view: string;
  fields: { column: string; source: string }[];
  scheduleMode: TConnectorSchedule['mode'];
  every: number;
  at: string;
  enabled: boolean;
}

const pairsOf = (entries: Record<string, string> | undefined): TPair[] =>
  Object.entries(entries ?? {}).map(([name, value]) => (value === REDACTED ? { name, value: '', kept: true } : { name, value }));

/** What the form starts from: the stored connector, else a REST one mapping each of the kind's columns to itself. */
export function formValuesOf(connector: TDatasetConnector | undefined, columns: readonly TDatasetColumn[]): TConnectorFormValues {
  const config = connector?.config ?? undefined;
  const schedule = connector?.schedule ?? { mode: 'off' };
  const mapped = config?.fields ?? {};
  const fields = [
    ...columns.map((c) => ({ column: c.name, source: mapped[c.name] ?? (config ? '' : c.name) })),
    ...Object.entries(mapped)
      .filter(([column]) => !columns.some((c) => c.name === column))
      .map(([column, source]) => ({ column, source })),
  ];
  const rest = config?.kind === 'rest' ? config : undefined;
  const paging = rest?.paging ?? { mode: 'none' as const };
  return {
    type: config?.kind ?? 'rest',
    url: rest?.url ?? '',
    method: rest?.method ?? 'GET',
    headers: pairsOf(rest?.headers),
    query: pairsOf(rest?.query),
    rowsPath: rest?.rowsPath ?? '',
    totalPath: rest?.totalPath ?? '',
    successPath: rest?.successPath ?? '',
    successValue: rest?.successValue === undefined ? '' : String(rest.successValue),
    pagingMode: paging.mode,
    pageParam: paging.mode === 'page' ? paging.pageParam : 'pageNum',
    sizeParam: paging.mode === 'page' ? paging.sizeParam : 'pageSize',
    size: paging.mode === 'page' || paging.mode === 'offset' ? paging.size : 500,
    startAt: paging.mode === 'page' ? paging.startAt : 1,
    offsetParam: paging.mode === 'offset' ? paging.offsetParam : 'offset',
    limitParam: paging.mode === 'offset' ? paging.limitParam : 'limit',
    cursorParam: paging.mode === 'cursor' ? paging.cursorParam : 'cursor',
    nextPath: paging.mode === 'cursor' ? paging.nextPath : '',
    connectionString: config?.kind === 'sql' ? config.connectionString : '',
    view: config?.kind === 'sql' ? config.view : '',
    fields,
    scheduleMode: schedule.mode,
    every: schedule.mode === 'hours' ? schedule.every : 6,
    at: schedule.mode === 'daily' ? schedule.at : '02:00',
    enabled: connector?.configured ? connector.enabled : true,
  };
}

const trimmed = (text: string | undefined) => (text ?? '').trim();
const optional = (text: string | undefined) => trimmed(text) || undefined;

/** A pair left empty whose stored value is kept goes back as ******: the server keeps the secret. */
const recordOf = (pairs: TPair[] | undefined) => {
  const rows = (pairs ?? []).filter((p) => trimmed(p.name));
  return rows.length ? Object.fromEntries(rows.map((p) => [trimmed(p.name), p.kept && !p.value ? REDACTED : p.value])) : undefined;
};

/** The form's values as the save call takes them; the server checks them (Chinese messages). */
export function connectorInputOf(values: TConnectorFormValues): {
  config: TConnectorConfig;
  schedule: TConnectorSchedule;
  enabled: boolean;
} {
  const fields = Object.fromEntries(
    (values.fields ?? []).filter((f) => trimmed(f.column) && trimmed(f.source)).map((f) => [trimmed(f.column), trimmed(f.source)]),
  );
  const schedule: TConnectorSchedule =
    values.scheduleMode === 'hours'
      ? { mode: 'hours', every: values.every }
      : values.scheduleMode === 'daily'
        ? { mode: 'daily', at: trimmed(values.at) }
        : { mode: 'off' };
  if (values.type === 'sql')
    return {
      config: { kind: 'sql', connectionString: trimmed(values.connectionString), view: trimmed(values.view), fields },
      schedule,
      enabled: values.enabled,
    };
  const paging: Extract<TConnectorConfig, { kind: 'rest' }>['paging'] =
    values.pagingMode === 'page'
      ? {
          mode: 'page',
          pageParam: trimmed(values.pageParam),
          sizeParam: trimmed(values.sizeParam),
          size: values.size,
          startAt: values.startAt,
        }
      : values.pagingMode === 'offset'
        ? { mode: 'offset', offsetParam: trimmed(values.offsetParam), limitParam: trimmed(values.limitParam), size: values.size }
        : values.pagingMode === 'cursor'
          ? { mode: 'cursor', cursorParam: trimmed(values.cursorParam), nextPath: trimmed(values.nextPath) }
          : { mode: 'none' };
  return {
    config: {
      kind: 'rest',
      url: trimmed(values.url),
      method: values.method,
      headers: recordOf(values.headers),
      query: recordOf(values.query),
      rowsPath: optional(values.rowsPath),
      totalPath: optional(values.totalPath),
      successPath: optional(values.successPath),
      successValue: optional(values.successPath) ? trimmed(values.successValue) : undefined,
      paging,
      fields,
    },
    schedule,
    enabled: values.enabled,
  };
}

/** Name/value rows (headers, query parameters); a kept secret shows as 已保存（不显示）. */
function PairRows({ name, label, form }: { name: 'headers' | 'query'; label: string; form: FormInstance<TConnectorFormValues> }) {
  const { t } = useTranslation(DATASETS_NS);
  return (
    <Form.Item label={label}>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {rows.map((row) => {
              const kept = Boolean(form.getFieldValue([name, row.name, 'kept']));
              return (
                <Space key={row.key} wrap>
                  <Form.Item name={[row.name, 'name']} noStyle>
                    <Input
                      aria-label={t('connector.pairName', { label })}
                      placeholder={t('connector.pairName', { label })}
                      style={{ width: 200 }}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'value']} noStyle>
                    <Input
                      aria-label={t('connector.pairValue', { label })}
                      placeholder={kept ? t('connector.kept') : t('connector.pairValue', { label })}
                      style={{ width: 320 }}
                    />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(row.name)}>
                    {t('connector.remove')}
                  </Button>
                </Space>
              );
            })}
            <Button onClick={() => add({ name: '', value: '' })}>{t('connector.addPair', { label })}</Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Dataset column → where its value is in the source (a dotted path, or the view's column). */
function FieldRows({ columns }: { columns: readonly TDatasetColumn[] }) {
  const { t } = useTranslation(DATASETS_NS);
  const titles = new Map(columns.map((c) => [c.name, c.title]));
  return (
    <Form.Item label={t('connector.fields')} extra={t('connector.fieldsHelp')}>
      <Form.List name="fields">
        {(rows, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {rows.map((row) => (
              <Space key={row.key} wrap>
                <Form.Item name={[row.name, 'column']} noStyle>
                  <Select
                    aria-label={t('connector.column')}
                    style={{ width: 200 }}
                    showSearch
                    options={columns.map((c) => ({ value: c.name, label: `${c.title}（${c.name}）` }))}
                    placeholder={t('connector.column')}
                    labelRender={({ value }) => `${titles.get(String(value)) ?? String(value)}（${String(value)}）`}
                  />
                </Form.Item>
                <span>←</span>
                <Form.Item name={[row.name, 'source']} noStyle>
                  <Input aria-label={t('connector.source')} placeholder={t('connector.source')} style={{ width: 260 }} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(row.name)}>
                  {t('connector.remove')}
                </Button>
              </Space>
            ))}
            <Button onClick={() => add({ column: undefined, source: '' })}>{t('connector.addField')}</Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

const when = (seconds: number) => (seconds ? timeParts(seconds).fullTime : '—');

/** The outcome of a pull: 已导入 N 行 (version) or the failure's message. */
function Outcome({ ok, message, at, title }: { ok: boolean; message: string; at?: number; title: string }) {
  return <Alert type={ok ? 'success' : 'error'} showIcon title={at ? `${title} · ${when(at)}` : title} description={message} />;
}

export interface TConnectorFormProps {
  /** The stored connector (null config: none yet). */
  connector: TDatasetConnector;
  columns: readonly TDatasetColumn[];
  saving?: boolean;
  onSave(input: ReturnType<typeof connectorInputOf>): unknown;
}

/**
 * The connector's form: REST (address, method, headers, query, where the rows and the total are, the
 * success flag, paging) or SQL (connection string, view), the field mapping pre-filled with the kind's
 * columns, the schedule and the switch. Secrets the server keeps show as 已保存（不显示）: left empty they
 * go back as ******, and the server keeps the stored ones.
 */
export function ConnectorForm({ connector, columns, saving, onSave }: TConnectorFormProps) {
  const { t } = useTranslation(DATASETS_NS);
  const [form] = Form.useForm<TConnectorFormValues>();
  // The form starts again only when what is stored changes (a save, another kind), not when a pull
  // reads the connector again for its outcome: edits not yet saved stay.
  const signature = JSON.stringify([
    connector.kind,
    connector.configured,
    connector.config,
    connector.schedule,
    connector.enabled,
    columns.map((c) => c.name),
  ]);
  const [initial, setInitial] = useState(() => ({ signature, values: formValuesOf(connector, columns) }));
  if (initial.signature !== signature) setInitial({ signature, values: formValuesOf(connector, columns) });
  useEffect(() => form.setFieldsValue(initial.values), [form, initial]);
  const type = Form.useWatch('type', form) ?? initial.values.type;
  const pagingMode = Form.useWatch('pagingMode', form);
  const scheduleMode = Form.useWatch('scheduleMode', form);
  const successPath = Form.useWatch('successPath', form);
  return (
    <Form<TConnectorFormValues>
      form={form}
      layout="vertical"
      initialValues={initial.values}
      onFinish={() => onSave(connectorInputOf({ ...initial.values, ...(form.getFieldsValue(true) as Partial<TConnectorFormValues>) }))}
    >
      <Form.Item name="type" label={t('connector.type')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'rest', label: t('connector.rest') },
            { value: 'sql', label: t('connector.sql') },
          ]}
        />
      </Form.Item>
      {type === 'rest' ? (
        <>
          <Form.Item name="url" label={t('connector.url')} extra={t('connector.urlHelp')}>
            <Input placeholder="https://jw.example.edu.cn/api/v1/list" />
          </Form.Item>
          <Form.Item name="method" label={t('connector.method')}>
            <Radio.Group options={['GET', 'POST']} />
          </Form.Item>
          <PairRows name="headers" label={t('connector.headers')} form={form} />
          <PairRows name="query" label={t('connector.query')} form={form} />
          <Space wrap align="start">
            <Form.Item name="rowsPath" label={t('connector.rowsPath')} extra={t('connector.rowsPathHelp')}>
              <Input placeholder="data.list" style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="totalPath" label={t('connector.totalPath')}>
              <Input placeholder="data.total" style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="successPath" label={t('connector.successPath')}>
              <Input placeholder="code" style={{ width: 160 }} />
            </Form.Item>
            {successPath ? (
              <Form.Item name="successValue" label={t('connector.successValue')}>
                <Input placeholder="0" style={{ width: 120 }} />
              </Form.Item>
            ) : null}
          </Space>
          <Form.Item name="pagingMode" label={t('connector.paging')}>
            <Select
              style={{ width: 260 }}
              options={(['none', 'page', 'offset', 'cursor'] as const).map((mode) => ({
                value: mode,
                label: t(`connector.pagingModes.${mode}`),
              }))}
            />
          </Form.Item>
          {pagingMode === 'page' && (
            <Space wrap>
              <Form.Item name="pageParam" label={t('connector.pageParam')}>
                <Input style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="sizeParam" label={t('connector.sizeParam')}>
                <Input style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="size" label={t('connector.size')}>
                <InputNumber min={1} max={10000} />
              </Form.Item>
              <Form.Item name="startAt" label={t('connector.startAt')}>
                <Radio.Group options={[0, 1]} />
              </Form.Item>
            </Space>
          )}
          {pagingMode === 'offset' && (
            <Space wrap>
              <Form.Item name="offsetParam" label={t('connector.offsetParam')}>
                <Input style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="limitParam" label={t('connector.limitParam')}>
                <Input style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="size" label={t('connector.size')}>
                <InputNumber min={1} max={10000} />
              </Form.Item>
            </Space>
          )}
          {pagingMode === 'cursor' && (
            <Space wrap>
              <Form.Item name="cursorParam" label={t('connector.cursorParam')}>
                <Input style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="nextPath" label={t('connector.nextPath')}>
                <Input placeholder="data.nextCursor" style={{ width: 200 }} />
              </Form.Item>
            </Space>
          )}
        </>
      ) : (
        <>
          <Form.Item name="connectionString" label={t('connector.connectionString')} extra={t('connector.connectionStringHelp')}>
            <Input placeholder="postgres://quad_reader:密码@10.20.0.15:5432/jw" />
          </Form.Item>
          <Form.Item name="view" label={t('connector.view')}>
            <Input placeholder="jw.v_scores" style={{ width: 260 }} />
          </Form.Item>
        </>
      )}
      <FieldRows columns={columns} />
      <Space wrap align="start">
        <Form.Item name="scheduleMode" label={t('connector.schedule')}>
          <Select
            style={{ width: 200 }}
            options={(['off', 'hours', 'daily'] as const).map((mode) => ({ value: mode, label: t(`connector.scheduleModes.${mode}`) }))}
          />
        </Form.Item>
        {scheduleMode === 'hours' && (
          <Form.Item name="every" label={t('connector.every')}>
            <InputNumber min={1} max={168} />
          </Form.Item>
        )}
        {scheduleMode === 'daily' && (
          <Form.Item name="at" label={t('connector.at')} extra={t('connector.atHelp')}>
            <Input placeholder="02:00" style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="enabled" label={t('connector.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('connector.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * 数据接入 of a kind: its stored connector's form, 保存, 立即拉取 with the outcome shown, the last outcome
 * and the next scheduled pull, and deleting the connector. For any console page showing a kind (the
 * admin area's 数据集, an area's own); calls need admin → datasets. Without `columns` it reads them
 * from the kind's status.
 */
export function DatasetConnectorPanel({ kind, columns }: { kind: string; columns?: readonly TDatasetColumn[] }) {
  const { t } = useTranslation(DATASETS_NS);
  const connector = useDatasetConnector(kind);
  // The kind's columns (what the form maps fields to), read from its status unless the page has them.
  const status = useDatasetStatus(kind, !columns);
  const save = useSaveConnector(t('connector.saved'));
  const remove = useDeleteConnector(t('connector.deleted'));
  const pull = usePullNow();
  const [pulled, setPulled] = useState<TLoadResult>();
  const failed = connector.isError ? connector : !columns && status.isError ? status : undefined;
  if (failed) {
    return (
      <Result
        status="error"
        title={t('connector.loadFailed')}
        subTitle={failed.error?.message}
        extra={<Button onClick={() => void failed.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const known = columns ?? status.data?.columns;
  const c = connector.data;
  if (!c || !known) return <Spin />;
  const pullNow = async () => {
    setPulled(undefined);
    setPulled(await pull.mutateAsync({ kind }));
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {!c.configured && <Alert type="info" showIcon title={t('connector.none')} />}
      {c.last && (
        <Outcome
          ok={c.last.ok}
          at={c.last.at}
          message={c.last.message}
          title={c.last.ok ? t('connector.lastOk') : t('connector.lastFailed')}
        />
      )}
      {c.configured && (
        <Space wrap>
          <Button onClick={() => void pullNow()} loading={pull.isPending}>
            {t('connector.pullNow')}
          </Button>
          <span>{c.nextAt ? t('connector.nextAt', { time: when(c.nextAt) }) : t('connector.noSchedule')}</span>
          <Popconfirm
            title={t('connector.deleteConfirm')}
            okText={t('connector.delete')}
            cancelText={t('connector.cancel')}
            onConfirm={() => remove.mutateAsync({ kind })}
          >
            <Button danger type="link">
              {t('connector.delete')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      {pulled && (
        <Outcome
          ok={pulled.ok}
          title={pulled.ok ? t('connector.pulled', { version: pulled.version, rows: pulled.rows }) : t('connector.pullFailed')}
          message={pulled.ok ? '' : pulled.message}
        />
      )}
      <ConnectorForm connector={c} columns={known} saving={save.isPending} onSave={(input) => save.mutateAsync({ kind, ...input })} />
    </Space>
  );
}
