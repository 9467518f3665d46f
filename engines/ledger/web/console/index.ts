// The console side of the ledger engine (antd): screens the areas' offices share.
export { DeliveryReconcileScreen, type TDeliveryReconcileProps } from './delivery-reconcile-screen';
