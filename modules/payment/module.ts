import { defineArea } from '@quad/contracts/manifest';

/**
 * Payments (缴费, issue 22): the finance office publishes fee items (exam fees, tuition items, a
 * textbook fund) to an audience, at one amount for everyone or an amount per person, and students
 * pay them on the phone through the site's provider or their wallet, see the result and their
 * records with a receipt, and ask for refunds. The money itself is the ledger engine's: orders,
 * providers, postings, refunds and reconciliation; the area keeps the items and answers the pages
 * and the finance console.
 */
export const paymentManifest = defineArea(
  'payment',
  { zh: '缴费', en: 'Payments', tw: '繳費' },
  {
    order: 76,
    dependsOn: ['ledger-engine'],
    routes: {
      cost: { index: '我的账单' },
      payment: {
        gopay: '缴费大厅',
        detail: '缴费详情',
        result: '支付结果',
        hjqtxyresult: '支付结果',
        errpage: '支付失败',
        payRecord: '缴费记录',
        detailPay: '订单详情',
        wxpay: '微信支付',
        alipay: '支付宝支付',
        walletpay: '钱包支付',
        receipt: { title: '收据核验', public: true },
        items: { title: '缴费项目', console: { app: 'payment', module: 'manage', icon: 'form' } },
        orders: { title: '订单管理', console: { app: 'payment', module: 'manage', icon: 'file-search' }, personal: true },
        refunds: { title: '退款审批', console: { app: 'payment', module: 'manage', icon: 'audit' }, personal: true },
        reconcile: { title: '对账', console: { app: 'payment', module: 'manage', icon: 'bar-chart' } },
      },
      // WeChat opens its payment sheet only on pages under the directories a merchant registered
      // (支付授权目录): schools that registered the original product's /center/ keep paying there.
      center: { wxpay: '微信支付' },
    },
  },
);
