import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { RequestError } from '@quad/platform/shell/request';
import { useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { timeParts } from '@quad/platform/shell/time';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useCancelScan, useConfirmScan, useScan } from '../calls/phone';
import '../smlogin.css';

export type TScanModule = 'smlogin' | 'smloginV2';

/**
 * `smlogin/index?code=…` (and `smloginV2/index`), the QR's page on a phone signed in to the school:
 * which computer asks to be signed in as me (browser, system, address, when), then 确认登录 or 取消.
 */
export function ScanConfirm({ module }: { module: TScanModule }) {
  const { t } = useTranslation('smlogin');
  const navigate = useNavigate();
  const code = useSearchParams()[0].get('code') ?? '';
  const scanned = useScan(code);
  const confirm = useConfirmScan();
  const cancel = useCancelScan();
  const [refusal, setRefusal] = useState('');

  if (!code) return <EmptyView text={t('phone.noCode')} />;
  if (scanned.isError) return <ErrorView error={scanned.error} />;
  if (!scanned.data) return <LoadingView />;
  const d = scanned.data;

  const act = (which: typeof confirm, outcome: 'success' | 'cancel') => {
    setRefusal('');
    which.mutate(
      { code },
      {
        onSuccess: () => void navigate(`/${module}/${outcome}`, { replace: true }),
        onError: (error) => setRefusal(error instanceof RequestError ? error.message : ''),
      },
    );
  };
  const busy = confirm.isPending || cancel.isPending;

  return (
    <main className="q-page sl-phone">
      <section className="q-card sl-ask" aria-labelledby="sl-ask-title">
        <svg className="sl-ask__icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
          <path fill="currentColor" d="M3 4h18v12H3zm2 2v8h14V6zM8 18h8v2H8z" />
        </svg>
        <h1 id="sl-ask-title">{t('phone.title')}</h1>
        <p className="sl-ask__lead">{t('phone.lead')}</p>
        <dl className="sl-facts">
          <dt>{t('phone.browser')}</dt>
          <dd>
            {d.browser} / {d.os}
          </dd>
          <dt>{t('phone.ip')}</dt>
          <dd>{d.ip || t('phone.unknown')}</dd>
          <dt>{t('phone.time')}</dt>
          <dd>{timeParts(d.created).fullTime}</dd>
        </dl>
        <p className="sl-ask__warn">{t('phone.warn')}</p>
        {refusal && (
          <p className="sl-refusal" role="alert">
            {refusal}
          </p>
        )}
        <Button block color="primary" size="large" disabled={busy} onClick={() => act(confirm, 'success')}>
          {t('phone.confirm')}
        </Button>
        <Button block fill="none" size="large" disabled={busy} onClick={() => act(cancel, 'cancel')}>
          {t('phone.cancel')}
        </Button>
      </section>
    </main>
  );
}

/** The page under each route name: the outcome pages stay under the name the phone came by. */
export const ScanConfirmPage = () => <ScanConfirm module="smlogin" />;
export const ScanConfirmV2Page = () => <ScanConfirm module="smloginV2" />;
