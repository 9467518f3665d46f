import { i18n } from '@quad/platform/shell/i18n';
import { registerValueLabels } from '@quad/workflow-engine/web';

// A certificate request's values, as its flow pages (document/flow, the approval desk) show them, in the reader's language.
registerValueLabels('certificate', {
  label: (field) => (i18n.exists(`certificate:values.${field}`) ? i18n.t(`certificate:values.${field}`) : undefined),
});
