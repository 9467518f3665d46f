import { i18n } from '@quad/platform/shell/i18n';
import { registerValueLabels } from '@quad/workflow-engine/web';

// A document's values, as its flow pages (document/flow, the approval desk) show them, in the reader's language.
registerValueLabels('official', {
  label: (field) => (i18n.exists(`official:values.${field}`) ? i18n.t(`official:values.${field}`) : undefined),
});
