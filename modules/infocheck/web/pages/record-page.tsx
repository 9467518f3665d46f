import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { DataUpdatedAt } from '@quad/datasets-engine/web';
import { confirm, toast } from '@quad/platform/shell/dialogs';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import type { TMyRecord, TRecordItem } from '../../contract';
import { useConfirmRecord, useMyRecord } from '../calls/my-record';
import { MyRequests } from './my-requests';
import '../infocheck.css';

const CorrectionSheet = lazy(() => import('./correction-sheet'));

/** 待确认 / 已确认 / 有更正待审核, and the campaign's days or why nothing can be changed. */
function StatusBanner({ record }: { record: TMyRecord }) {
  const { t } = useTranslation('infocheck');
  const { campaign } = record;
  return (
    <section className={`q-card ic-banner ic-banner--${record.status}`} aria-label={t('status.title')}>
      <strong className="ic-banner__status">{t(`status.${record.status}`)}</strong>
      {campaign ? (
        <p className="ic-muted">
          {campaign.name}：{campaign.opens} {t('to')} {campaign.closes}
          {!campaign.isOpen && <span className="ic-warning">{t('closed')}</span>}
        </p>
      ) : (
        <p className="ic-muted">{t('noCampaign')}</p>
      )}
      {record.status === 'confirmed' && <p className="ic-muted">{t('confirmedHint')}</p>}
    </section>
  );
}

/** One item: its value, what is pending or corrected, and 修改 where the campaign lets the student ask. */
function Item({ item, onEdit }: { item: TRecordItem; onEdit: () => void }) {
  const { t } = useTranslation('infocheck');
  return (
    <li className="ic-item">
      <span className="ic-item__label">{item.label}</span>
      <div className="ic-item__main">
        <span className="ic-item__value">{item.value || <span className="ic-muted">{t('blank')}</span>}</span>
        {item.pending && <span className="ic-tag ic-tag--pending">{t('item.pending', { value: item.pending.newValue })}</span>}
        {item.corrected !== null && <span className="ic-tag ic-tag--corrected">{t('item.corrected', { value: item.corrected })}</span>}
        {item.rejected && !item.pending && <span className="ic-tag ic-tag--rejected">{t('item.rejected', { comment: item.rejected.comment })}</span>}
      </div>
      {item.isEditable && !item.pending && (
        <button type="button" className="q-text-button ic-item__edit" onClick={onEdit} aria-label={t('item.edit', { label: item.label })}>
          {t('edit')}
        </button>
      )}
    </li>
  );
}

/**
 * `infocheck/index` 学生信息核对: the school system's record of me, item by item; 修改 asks the office
 * to correct an item (new value, reason, proof), 确认无误 confirms the whole record. Outside the
 * campaign's days the page is read-only.
 */
export function RecordPage() {
  const { t } = useTranslation('infocheck');
  const record = useMyRecord();
  const confirmRecord = useConfirmRecord();
  const [editing, setEditing] = useState<TRecordItem>();
  // The sheet's code arrives with the first 修改, and stays so that it closes as it opened.
  const [sheetWanted, setSheetWanted] = useState(false);

  if (record.isError && !record.data) return <ErrorView error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <LoadingView />;
  const data = record.data;
  if (!data.hasRecord) return <EmptyView text={t('noRecord')} />;

  const handleConfirm = async () => {
    if (!(await confirm(t('confirmAsk')))) return;
    await confirmRecord.mutateAsync({}).then(
      () => toast(t('confirmDone')),
      (refusal: Error) => toast(refusal.message),
    );
  };
  return (
    <main className="q-page ic-page">
      <StatusBanner record={data} />
      <section className="q-card" aria-label={t('record')}>
        <ul className="ic-items">
          {data.items.map((item) => (
            <Item key={item.field} item={item} onEdit={() => (setSheetWanted(true), setEditing(item))} />
          ))}
        </ul>
      </section>
      <MyRequests requests={data.requests} canWithdraw={Boolean(data.campaign?.isOpen)} />
      {data.campaign?.isOpen && data.status !== 'confirmed' && (
        <div className="ic-actions">
          <Button block color="primary" disabled={confirmRecord.isPending} onClick={() => void handleConfirm()}>
            {t('confirm')}
          </Button>
          <p className="ic-muted">{t('confirmHint')}</p>
        </div>
      )}
      <footer className="ic-footer">
        <DataUpdatedAt updatedAt={data.updatedAt} failed={data.failed} />
      </footer>
      {sheetWanted && (
        <Suspense fallback={null}>
          <CorrectionSheet item={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      )}
    </main>
  );
}
