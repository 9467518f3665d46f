/** The datasets engine on the phone: the 数据更新于 line under a card of school data. */
export { DataUpdatedAt, type TDataUpdatedAtProps } from './data-updated-at';
export { DATASETS_NS } from './strings';
