import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Radio from 'antd/es/radio';
import Table from 'antd/es/table';
import { ErrorCode } from '@quad/contracts/errors';
import { fetchData, RequestError } from '@quad/platform/shell/request';
import { sendFile } from '@quad/platform/shell/upload';
import { importStatus, importUsers } from '../../contract-import';
import type { TCallOutput } from '@quad/contracts/call';
import { HiddenFileInput } from '@quad/platform/ui/hidden-file-input';
import { importEnded } from '../calls/import-status';
import { passwordsCsv, saveTextFile } from './passwords-file';

type TCheck = TCallOutput<typeof importUsers>;
type TJob = TCallOutput<typeof importStatus>;

/** The file goes as it is (Excel or CSV, up to 20 MB): the server tells them apart and decodes the CSV. */
async function checkFile(file: File, mode: 'all' | 'valid'): Promise<TCheck> {
  const answer = await sendFile(importUsers, file, file.name, { mode });
  if (answer.e !== ErrorCode.OK) throw new RequestError(answer);
  return answer.d;
}

/** Follows an import job until it ends. */
function useImportJob(id: string) {
  const [job, setJob] = useState<TJob>();
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    const poll = async () => {
      const next = await fetchData(importStatus, { id }, { quiet: true }).catch(() => undefined);
      if (stopped) return;
      if (next) setJob((before) => ({ ...next, passwords: before?.passwords.length ? before.passwords : next.passwords }));
      if (!next || next.status === 'running') setTimeout(() => void poll(), 800);
      else void importEnded();
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [id]);
  return job;
}

/** 导入人员: choose an Excel or CSV file, see every wrong row, then follow the import to its end. */
export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [mode, setMode] = useState<'all' | 'valid'>('all');
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState('');
  const [check, setCheck] = useState<TCheck>();
  const job = useImportJob(check?.job_id ?? '');
  const reset = () => {
    setCheck(undefined);
    setFailure('');
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    setFileName(file.name);
    setBusy(true);
    try {
      setCheck(await checkFile(file, mode));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    reset();
    setFileName('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={close}
      footer={<Button onClick={close}>{t('import.close')}</Button>}
      width={720}
      destroyOnHidden
    >
      <p>{t('import.help')}</p>
      <p>
        <a href="/admin/api/users/template" download>
          {t('import.template')}
        </a>
      </p>
      <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as 'all' | 'valid')} disabled={busy}>
        <Radio value="all">{t('import.modeAll')}</Radio>
        <Radio value="valid">{t('import.modeValid')}</Radio>
      </Radio.Group>
      <p style={{ marginTop: 12 }}>
        <HiddenFileInput ref={input} accept=".xlsx,.csv" label={t('import.choose')} disabled={busy} onFile={(file) => void choose(file)} />
        <Button onClick={() => input.current?.click()} disabled={busy}>
          {t('import.choose')}
        </Button>{' '}
        {fileName && <span className="adm-muted">{fileName}</span>}
      </p>
      {busy && <Progress percent={100} status="active" showInfo={false} aria-label={t('import.checking')} />}
      {failure && <Alert type="error" showIcon title={failure} />}
      {check && check.errors.length > 0 && (
        <>
          <Alert
            type={check.job_id ? 'warning' : 'error'}
            showIcon
            title={t(check.job_id ? 'import.someWrong' : 'import.nothingImported', { count: check.errors.length, total: check.total })}
          />
          <Table
            size="small"
            rowKey={(e) => `${e.row}/${e.field}`}
            pagination={{ pageSize: 8 }}
            dataSource={check.errors}
            columns={[
              { title: t('import.row'), dataIndex: 'row', width: 80 },
              { title: t('import.field'), dataIndex: 'field', width: 100 },
              { title: t('import.message'), dataIndex: 'message' },
            ]}
          />
        </>
      )}
      {job && (
        <div role="status">
          <Progress
            percent={job.total ? Math.round((job.status === 'done' ? 1 : job.done / job.total) * 100) : 100}
            status={job.status === 'error' ? 'exception' : undefined}
          />
          {job.status === 'done' && (
            <Alert type="success" showIcon title={t('import.done', { created: job.created, updated: job.updated })} />
          )}
          {job.status === 'error' && <Alert type="error" showIcon title={job.message} />}
          {job.passwords.length > 0 && (
            <>
              <Alert
                type="info"
                showIcon
                title={t('import.passwords')}
                action={
                  <Button
                    size="small"
                    onClick={() =>
                      saveTextFile(
                        `${t('import.passwordsFile')}.csv`,
                        passwordsCsv([t('import.row'), t('user.username'), t('import.password')], job.passwords),
                      )
                    }
                  >
                    {t('import.downloadPasswords')}
                  </Button>
                }
              />
              <Table
                size="small"
                rowKey="username"
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                dataSource={job.passwords}
                columns={[
                  { title: t('import.row'), dataIndex: 'row', width: 80 },
                  { title: t('user.username'), dataIndex: 'username' },
                  { title: t('import.password'), dataIndex: 'password' },
                ]}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
