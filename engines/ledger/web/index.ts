/** The ledger engine on the phone: amounts, order states and timeline, choosing a method and following a payment. */
export { fenOf } from './amount';
export { Money } from './money';
export { OrderStateTag, RefundStateTag } from './state-tags';
export { OrderTimeline } from './order-timeline';
export { PayMethodPicker, firstUsableMethod } from './pay-method-picker';
export { followPaymentStart, inWeChat, jsapiParams, payScene } from './payment-start';
export { LEDGER_NS } from './strings';
