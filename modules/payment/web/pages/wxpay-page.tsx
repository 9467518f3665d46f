import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inWeChat, jsapiParams } from '@quad/ledger-engine/web';
import { useNavigate, useSearchParams } from '@quad/platform/shell/router';
import { EmptyView, LoadingView } from '@quad/platform/ui/state-views';

type TBridge = {
  invoke: (api: string, params: Record<string, string>, done: (answer: { err_msg?: string; err_desc?: string }) => void) => void;
};
declare global {
  interface Window {
    WeixinJSBridge?: TBridge;
  }
}

/** WeChat's own bridge, there once WeChat has injected it into the page (`WeixinJSBridgeReady`). */
const bridgeReady = () =>
  new Promise<TBridge>((resolve) => {
    if (window.WeixinJSBridge) return resolve(window.WeixinJSBridge);
    document.addEventListener('WeixinJSBridgeReady', () => window.WeixinJSBridge && resolve(window.WeixinJSBridge), { once: true });
  });

/**
 * `payment/wxpay?order=` (and `center/wxpay`, see the manifest): WeChat's payment sheet inside WeChat,
 * then the result, the cancelled result or the error page.
 */
export function WxPayPage() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const payParams = orderId ? jsapiParams(orderId) : undefined;
  const wechat = inWeChat();
  // React may run the effect twice: the sheet opens once.
  const opened = useRef(false);
  useEffect(() => {
    if (!wechat || !payParams || opened.current) return;
    opened.current = true;
    const result = `/payment/result?order=${encodeURIComponent(orderId)}`;
    void bridgeReady().then((bridge) =>
      bridge.invoke('getBrandWCPayRequest', payParams, ({ err_msg = '', err_desc }) => {
        if (err_msg.endsWith(':ok')) void navigate(result, { replace: true });
        else if (err_msg.endsWith(':cancel')) void navigate(`${result}&cancelled=1`, { replace: true });
        else void navigate(`/payment/errpage?message=${encodeURIComponent(err_desc || err_msg)}`, { replace: true });
      }),
    );
  }, [wechat, payParams, orderId, navigate]);
  if (!wechat) return <EmptyView text={t('wxpay.outside')} />;
  if (!payParams) return <EmptyView text={t('wxpay.expired')} />;
  return <LoadingView text={t('wxpay.opening')} />;
}
