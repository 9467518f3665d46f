import { defineArea } from '@quad/contracts/manifest';

/**
 * Certificates (证明开具: 在读证明, 成绩证明, 在职证明…): a student or teacher asks for one of the types the
 * site's offices issue, the flow of the workflow engine decides (the issuing office by default), and
 * the approved certificate downloads as a PDF with its issue number, the office's seal and a QR code
 * anyone can check at the public `certificate/verify` page.
 */
export const certificateManifest = defineArea('certificate', { zh: '证明开具', en: 'Certificates', tw: '證明開具' }, {
  order: 66,
  dependsOn: ['workflow-engine'],
  icon: 'file',
  routes: {
    certificate: {
      index: '证明申请',
      verify: { title: '证明核验', public: true },
      approve: { title: '证明审批', console: { app: 'certificate', module: 'approve', icon: 'audit' }, personal: true },
      records: { title: '证明记录', console: { app: 'certificate', module: 'manage', icon: 'file-search' }, personal: true },
      types: { title: '证明类型', console: { app: 'certificate', module: 'manage', icon: 'setting' } },
      statistic: { title: '证明统计', console: { app: 'certificate', module: 'manage', icon: 'bar-chart' } },
    },
  },
});
