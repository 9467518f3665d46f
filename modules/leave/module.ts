import { defineArea } from '@quad/contracts/manifest';

/**
 * Leave (请假, spec §2.2 leave/index and leave/statistic): a student asks on the phone, the flow of the
 * workflow engine decides (their instructor; the department's leader as well past 3 days), and they
 * report back (销假) on return. Approvers decide in the console or on the phone's to-do pages.
 */
export const leaveManifest = defineArea('leave', { zh: '请假', en: 'Leave', tw: '請假' }, {
  order: 60,
  dependsOn: ['workflow-engine'],
  icon: 'leave',
  routes: {
    leave: {
      index: '请假',
      statistic: { title: '请假统计', personal: true },
      approve: { title: '请假审批', console: { app: 'leave', module: 'approve', icon: 'audit' }, personal: true },
      records: { title: '请假记录', console: { app: 'leave', module: 'approve', icon: 'file-search' }, personal: true },
    },
  },
});
