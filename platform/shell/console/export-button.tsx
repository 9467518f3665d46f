import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import { EXPORT_FILE_PATH, exportStatus, startExport, type TExportJob } from '@quad/contracts/exports';
import { fetchData } from '../request';
import { timeParts } from '../time';
import { CONSOLE_NS } from './console-strings';
import { useCall } from './use-call';

/** How often the progress is asked for: the server writes it twice a second at most. */
const POLL_MS = 800;

/** A background export from its start to its end: its progress is asked for every `POLL_MS` while it runs. */
function useExportJob() {
  const [job, setJob] = useState<TExportJob>();
  // Each answer still running is a new `job`: the effect runs again and waits for the next poll.
  useEffect(() => {
    if (job?.status !== 'running') return;
    const { id } = job;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const next = await fetchData(exportStatus, { id }, { quiet: true }).catch(() => undefined);
      if (stopped) return;
      if (next) setJob(next);
      // A failed poll (the network) is tried again: the job goes on on the server either way.
      else timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [job]);
  return [job, setJob] as const;
}

const percentOf = (job: TExportJob) => (job.status === 'done' ? 100 : job.total ? Math.min(99, Math.floor((job.done / job.total) * 100)) : 0);

/**
 * An export of the console: `href` is the export's own download address (what a plain link would
 * fetch), built on the server in the background while a dialog shows its progress, then downloaded
 * from there. Large files never tie up a request, and the person sees how far it has got.
 */
export function ExportButton({ href, icon, children }: { href: string; icon?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(CONSOLE_NS);
  const call = useCall();
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useExportJob();
  const begin = async () => {
    const url = new URL(href, location.origin);
    setBusy(true);
    const answer = await call(startExport, { path: url.pathname, query: Object.fromEntries(url.searchParams) });
    setBusy(false);
    if (answer) setJob(answer);
  };
  return (
    <>
      <Button icon={icon} loading={busy} onClick={() => void begin()}>
        {children}
      </Button>
      <Modal
        open={job !== undefined}
        title={t('export.title')}
        onCancel={() => setJob(undefined)}
        footer={[
          <Button key="close" onClick={() => setJob(undefined)}>
            {t('export.close')}
          </Button>,
          job?.status === 'done' && (
            <Button key="download" type="primary" href={`${EXPORT_FILE_PATH}?id=${encodeURIComponent(job.id)}`} download={job.file_name}>
              {t('export.download')}
            </Button>
          ),
        ]}
      >
        {job && (
          <>
            <Progress percent={percentOf(job)} status={job.status === 'error' ? 'exception' : job.status === 'running' ? 'active' : 'success'} aria-label={t('export.title')} />
            {job.status === 'running' && <p>{job.done ? t('export.progress', { done: job.done, total: job.total }) : t('export.preparing')}</p>}
            {job.status === 'done' && <p>{t('export.done', { name: job.file_name, until: timeParts(job.expires).fullTime })}</p>}
            {job.status === 'error' && <Alert type="error" showIcon message={t('export.failed')} description={job.message} />}
          </>
        )}
      </Modal>
    </>
  );
}
