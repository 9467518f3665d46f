import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { inWeChat } from '@quad/ledger-engine/web';
import { useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, LoadingView } from '@quad/platform/ui/state-views';
import '../payment.css';

/** Only Alipay's gateway or this site: the page must not become a redirect anyone can point elsewhere. */
const ALIPAY_GATEWAY = 'https://openapi.alipay.com/';
const trusted = (url: string) => url.startsWith(ALIPAY_GATEWAY) || url.startsWith(`${window.location.origin}/`);

/**
 * `payment/alipay?url=`: WeChat blocks Alipay's pages, so inside WeChat the payer is shown how to
 * open this page in the browser; anywhere else the page goes on to Alipay.
 */
export function AlipayPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const wechat = inWeChat();
  const go = !wechat && trusted(url);
  useEffect(() => {
    if (go) window.location.replace(url);
  }, [go, url]);
  if (wechat)
    return (
      <main className="q-page">
        <section className="q-card pm-guide" role="status">
          <h1 className="pm-title">{t('alipay.inWeChat')}</h1>
          <ol>
            <li>{t('alipay.step1')}</li>
            <li>{t('alipay.step2')}</li>
            <li>{t('alipay.step3')}</li>
          </ol>
        </section>
      </main>
    );
  return go ? <LoadingView text={t('alipay.going')} /> : <EmptyView text={t('alipay.bad')} />;
}
