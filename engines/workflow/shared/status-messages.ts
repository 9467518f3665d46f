import type { TInstanceStatus } from '../contract';

/**
 * How exports and server texts name a request's state. An area calls approval its own way (leave
 * 已批准, a certificate 已开具); the rest is the same everywhere.
 */
export const statusMessages = (approved = '已通过'): Record<TInstanceStatus, string> => ({
  running: '审批中',
  returned: '待修改',
  approved,
  rejected: '已驳回',
  withdrawn: '已撤回',
});
