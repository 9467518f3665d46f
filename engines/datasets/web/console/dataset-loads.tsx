import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { fieldErrors } from '@quad/platform/shell/console/use-call';
import { RequestError } from '@quad/platform/shell/request';
import { timeParts } from '@quad/platform/shell/time';
import { HiddenFileInput } from '@quad/platform/ui/hidden-file-input';
import { DATASET_TEMPLATE_PATH, type TDatasetLoad, type TLoadProblem } from '../../contract';
import { DATASETS_NS } from '../strings';
import { useDatasetLoads } from './calls/dataset-loads';
import { useDatasetStatus } from './calls/dataset-status';
import { useRollbackDataset } from './calls/rollback-dataset';
import { sendDatasetFile, type TUploadAnswer } from './calls/upload-dataset';

const when = (seconds: number) => (seconds ? timeParts(seconds).fullTime : '—');
// Preset colours (their text is dark enough to read), not the status ones (success's green is too light on its tint).
const STATE_COLORS: Record<TDatasetLoad['state'], string> = { loading: 'blue', ready: 'green', failed: 'red', 'rolled-back': 'default' };

/** The problems of a refused load: row, column, what is wrong. */
function ProblemTable({ problems }: { problems: TLoadProblem[] }) {
  const { t } = useTranslation(DATASETS_NS);
  return (
    <Table
      size="small"
      rowKey={(p) => `${p.row}/${p.column}/${p.message}`}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={problems}
      columns={[
        { title: t('problems.row'), dataIndex: 'row', width: 80 },
        { title: t('problems.column'), dataIndex: 'column', width: 140 },
        { title: t('problems.message'), dataIndex: 'message' },
      ]}
    />
  );
}

/** Polled while a big file is in the server's hands. */
const PROGRESS_POLL_MS = 1000;

/**
 * Where an upload stands: the file's bytes going up, then the file being read (no load exists yet),
 * then the load checking and writing its rows (`written` of `rows`, read from the history every second).
 */
function UploadProgress({ kind, sent }: { kind: string; sent: number }) {
  const { t } = useTranslation(DATASETS_NS);
  const loads = useDatasetLoads(kind, sent >= 100 ? PROGRESS_POLL_MS : undefined);
  const running = sent >= 100 ? loads.data?.list.find((load) => load.state === 'loading') : undefined;
  const [label, percent] =
    sent < 100
      ? [t('upload.sending'), sent]
      : running
        ? [t('upload.writing', { written: running.written, rows: running.rows }), running.rows ? (100 * running.written) / running.rows : 0]
        : [t('upload.checking'), undefined];
  return (
    <div role="status" aria-live="polite">
      <Space>
        {percent === undefined && <Spin size="small" />}
        <span>{label}</span>
      </Space>
      {percent !== undefined && <Progress percent={Math.floor(percent)} status="active" />}
    </div>
  );
}

/** 上传: choose an Excel or CSV file; the answer is the new version or every wrong row (nothing imported). */
function UploadPanel({ kind }: { kind: string }) {
  const { t } = useTranslation(DATASETS_NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState('');
  const [failure, setFailure] = useState('');
  const [answer, setAnswer] = useState<TUploadAnswer>();
  const [sent, setSent] = useState(0);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    setFailure('');
    setAnswer(undefined);
    setSent(0);
    setBusy(true);
    try {
      setAnswer(await sendDatasetFile(kind, file, setSent));
    } catch (error) {
      const fileError = error instanceof RequestError ? fieldErrors(error.envelope.d)?.file : undefined;
      setFailure(fileError ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <HiddenFileInput ref={input} accept=".xlsx,.csv" label={t('upload.choose')} disabled={busy} onFile={(file) => void choose(file)} />
        <Button type="primary" onClick={() => input.current?.click()} loading={busy}>
          {t('upload.choose')}
        </Button>
        <a href={`${DATASET_TEMPLATE_PATH}?kind=${encodeURIComponent(kind)}`} download>
          {t('upload.template')}
        </a>
        {fileName && <span>{fileName}</span>}
      </Space>
      <span>{t('upload.help')}</span>
      {busy && <UploadProgress kind={kind} sent={sent} />}
      {failure && <Alert type="error" showIcon title={failure} />}
      {answer?.ok && <Alert type="success" showIcon title={t('upload.done', { version: answer.version, rows: answer.rows })} />}
      {answer && !answer.ok && (
        <>
          <Alert type="error" showIcon title={answer.message} description={answer.badRows > answer.errors.length ? t('upload.firstProblems', { count: answer.errors.length }) : undefined} />
          {answer.errors.length > 0 && <ProblemTable problems={answer.errors} />}
        </>
      )}
    </Space>
  );
}

/** The history of loads, newest first; a failed one opens its problems. */
function LoadHistory({ kind }: { kind: string }) {
  const { t } = useTranslation(DATASETS_NS);
  const loads = useDatasetLoads(kind);
  if (loads.isPending) return <Spin />;
  if (loads.isError) return <Alert type="error" showIcon title={t('history.failed')} action={<Button size="small" onClick={() => void loads.refetch()}>{t('retry')}</Button>} />;
  if (loads.data.list.length === 0) return <Empty description={t('history.empty')} />;
  return (
    <Table
      size="small"
      rowKey="version"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={loads.data.list}
      expandable={{ rowExpandable: (load) => load.errors.length > 0, expandedRowRender: (load) => <ProblemTable problems={load.errors} /> }}
      columns={[
        { title: t('history.version'), dataIndex: 'version', width: 80, render: (v: number, load) => (load.current ? <Space>{v}<Tag color="blue">{t('history.current')}</Tag></Space> : v) },
        { title: t('history.source'), dataIndex: 'source', width: 120, render: (s: TDatasetLoad['source']) => t(`source.${s}`) },
        { title: t('history.state'), dataIndex: 'state', width: 90, render: (s: TDatasetLoad['state']) => <Tag color={STATE_COLORS[s]}>{t(`state.${s}`)}</Tag> },
        { title: t('history.rows'), dataIndex: 'rows', width: 90 },
        { title: t('history.message'), dataIndex: 'message' },
        { title: t('history.by'), dataIndex: 'byName', width: 110 },
        { title: t('history.started'), dataIndex: 'started', width: 170, render: when },
      ]}
    />
  );
}

/**
 * A dataset kind's loads, for the console page of the area that declared it: where it stands (当前版本,
 * 数据更新于, 来源, the last failure), an upload with the validation report, the history, rollback to
 * the version before (after a confirmation) and the template. Calls need admin → datasets.
 */
export function DatasetLoads({ kind }: { kind: string }) {
  const { t } = useTranslation(DATASETS_NS);
  const status = useDatasetStatus(kind);
  const rollback = useRollbackDataset(t('rollback.done'));
  if (status.isPending) return <Spin />;
  if (status.isError) {
    return <Result status="error" title={t('status.failed')} subTitle={status.error.message} extra={<Button onClick={() => void status.refetch()}>{t('retry')}</Button>} />;
  }
  const s = status.data;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={s.title}
        extra={
          <Popconfirm
            title={t('rollback.confirm')}
            description={t('rollback.explain')}
            okText={t('rollback.ok')}
            cancelText={t('rollback.cancel')}
            disabled={s.version === 0}
            onConfirm={() => rollback.mutateAsync({ kind })}
          >
            <Button danger disabled={s.version === 0} loading={rollback.isPending}>
              {t('rollback.button')}
            </Button>
          </Popconfirm>
        }
      >
        {s.version === 0 ? (
          <Empty description={t('status.none')} />
        ) : (
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
            <Descriptions.Item label={t('status.version')}>{s.version}</Descriptions.Item>
            <Descriptions.Item label={t('status.updatedAt')}>{when(s.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('status.source')}>{s.source ? t(`source.${s.source}`) : '—'}</Descriptions.Item>
            <Descriptions.Item label={t('status.rows')}>{s.rows}</Descriptions.Item>
          </Descriptions>
        )}
        {s.lastFailure && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title={t('status.lastFailure', { at: when(s.lastFailure.at), source: t(`source.${s.lastFailure.source}`) })}
            description={s.lastFailure.message}
          />
        )}
      </Card>
      <Card title={t('upload.title')}>
        <UploadPanel kind={kind} />
      </Card>
      <Card title={t('history.title')}>
        <LoadHistory kind={kind} />
      </Card>
    </Space>
  );
}
