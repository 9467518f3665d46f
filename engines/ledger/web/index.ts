/** The ledger engine on the phone: amounts, order states and timeline, choosing a method, the top-up form and following a payment. */
export { fenOf } from '../shared/money';
export { Money } from './money';
export { OrderStateTag, RefundStateTag } from './state-tags';
export { OrderTimeline } from './order-timeline';
export { PayMethodPicker, firstUsableMethod } from './pay-method-picker';
export { followPaymentStart, inWeChat, jsapiParams, openidUrlOf, payScene } from './payment-start';
export { useStartPayment, type TStartedPayment } from './start-payment';
export { TopUpForm, type TTopUpFormProps, type TTopUpRequest } from './top-up-form';
export { LEDGER_NS } from './strings';
