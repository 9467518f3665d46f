import Button from 'antd-mobile/es/components/button';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@quad/platform/shell/dialogs';
import { newRequestId } from '@quad/platform/shell/request-id';
import { Link, useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { PagedList } from '@quad/platform/ui/paged-list';
import { TabBar } from '@quad/platform/ui/tab-bar';
import type { TDocumentItem } from '../../contract';
import { EDITABLE_STATUSES } from '../../rules';
import { useCreateDraft, usePublished, useReceived, useSent } from '../calls/phone';
import { DocumentStatus } from './document-status';
import '../official.css';

const TABS = ['received', 'sent', 'public'] as const;
type TTab = (typeof TABS)[number];

const at = (id: string, page: string) => `/document/${page}?id=${encodeURIComponent(id)}`;

/** `document/officialpage`: 收文, 发文 (with 拟稿) and 公开, one tab each, the tab kept in the address. */
export function OfficialHomePage() {
  const { t } = useTranslation('official');
  const [params, setParams] = useSearchParams();
  const tab: TTab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as TTab) : 'received';
  return (
    <main className="q-page of-page">
      <nav aria-label={t('home.tabs')}>
        <TabBar tabs={TABS.map((key) => ({ key, title: t(`home.${key}`) }))} active={tab} onChange={(key) => setParams({ tab: key }, { replace: true })} />
      </nav>
      {tab === 'received' && <ReceivedList />}
      {tab === 'sent' && <SentList />}
      {tab === 'public' && <PublicList />}
    </main>
  );
}

/** One document in a list: its title, number, header and time, with what the list adds. */
function DocumentCard({ item, to, tag, note }: { item: TDocumentItem; to: string; tag: ReactNode; note?: string }) {
  return (
    <li className="q-list-card of-item">
      <Link to={to} className="of-item__link">
        <div className="of-item__head">
          <strong>{item.title || item.templateName}</strong>
          {tag}
        </div>
        {item.number && <p className="of-number">{item.number}</p>}
        <p className="q-meta">
          {note ?? item.templateName} · {timeParts(item.issued || item.updated).fullTime}
        </p>
      </Link>
    </li>
  );
}

function ReceivedList() {
  const { t } = useTranslation('official');
  const pages = useReceived();
  return (
    <PagedList pages={pages} emptyText={t('home.receivedEmpty')} keyOf={(item) => item.receiptId} refresh>
      {(list) => (
        <ul className="q-list" aria-label={t('home.received')}>
          {list.map((item) => (
            <DocumentCard
              key={item.receiptId}
              item={item}
              to={at(item.id, 'user')}
              note={item.unit}
              tag={item.signedAt ? <span className="of-status of-status--issued">{t('receipt.done')}</span> : <span className="of-status of-status--running">{t('receipt.unsigned')}</span>}
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function SentList() {
  const { t } = useTranslation('official');
  const pages = useSent();
  return (
    <>
      <NewDraftButton />
      <PagedList pages={pages} emptyText={t('home.sentEmpty')} refresh>
        {(list) => (
          <ul className="q-list" aria-label={t('home.sent')}>
            {list.map((item) => (
              <DocumentCard key={item.id} item={item} to={at(item.id, EDITABLE_STATUSES.includes(item.status) ? 'redpage' : 'flowpage')} tag={<DocumentStatus status={item.status} />} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function PublicList() {
  const { t } = useTranslation('official');
  const pages = usePublished();
  return (
    <PagedList pages={pages} emptyText={t('home.publicEmpty')} refresh>
      {(list) => (
        <ul className="q-list" aria-label={t('home.public')}>
          {list.map((item) => (
            <DocumentCard key={item.id} item={item} to={at(item.id, 'redpage')} tag={null} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** 拟稿: a new draft under the first template, opened in the editor; a retried tap is the same draft. */
function NewDraftButton() {
  const { t } = useTranslation('official');
  const navigate = useNavigate();
  const create = useCreateDraft();
  const requestId = useRef(newRequestId());
  const start = async () => {
    const made = await create.mutateAsync({ requestId: requestId.current }).catch((refusal: Error) => toast(refusal.message));
    if (!made) return;
    requestId.current = newRequestId();
    await navigate(at(made.id, 'redpage'));
  };
  return (
    <div className="of-new">
      <Button color="primary" size="small" loading={create.isPending} onClick={() => void start()}>
        {t('home.draft')}
      </Button>
    </div>
  );
}
