import type { TAreaWeb } from '@quad/platform/shell/area';
import { consolePage } from '@quad/platform/shell/console/console-page';
import { AlipayPage } from './pages/alipay-page';
import { BillsPage } from './pages/bills';
import { FeeDetailPage } from './pages/fee-detail';
import { FeeHallPage } from './pages/fee-hall';
import { OrderDetailPage } from './pages/order-detail';
import { PayErrorPage } from './pages/pay-error';
import { PayRecordPage } from './pages/pay-record';
import { PayResultPage } from './pages/pay-result';
import { ReceiptCheckPage } from './pages/receipt-check';
import { WalletPayPage } from './pages/wallet-pay';
import { WxPayPage } from './pages/wxpay-page';

/** The payment area's screens, keyed like the manifest's routes (`modules/payment/module.ts`). */
export const pages: TAreaWeb['pages'] = {
  'cost/index': BillsPage,
  'payment/gopay': FeeHallPage,
  'payment/detail': FeeDetailPage,
  'payment/result': PayResultPage,
  'payment/hjqtxyresult': PayResultPage,
  'payment/errpage': PayErrorPage,
  'payment/payRecord': PayRecordPage,
  'payment/detailPay': OrderDetailPage,
  'payment/wxpay': WxPayPage,
  'center/wxpay': WxPayPage,
  'payment/alipay': AlipayPage,
  'payment/walletpay': WalletPayPage,
  'payment/receipt': ReceiptCheckPage,
  'payment/items': consolePage('payment/items', () => import('./console/items-screen')),
  'payment/orders': consolePage('payment/orders', () => import('./console/orders-screen')),
  'payment/refunds': consolePage('payment/refunds', () => import('./console/refunds-screen')),
  'payment/reconcile': consolePage('payment/reconcile', () => import('./console/reconcile-screen')),
};

export { translations } from './translations';
