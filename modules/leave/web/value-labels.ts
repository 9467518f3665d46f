import { i18n } from '@quad/platform/shell/i18n';
import { registerValueLabels } from '@quad/workflow-engine/web';

// A leave request's values, as its flow pages (document/flow) show them, in the reader's language.
registerValueLabels('leave', {
  label: (field) => (i18n.exists(`leave:values.${field}`) ? i18n.t(`leave:values.${field}`) : undefined),
  text: (field, value) => (field === 'type' && i18n.exists(`leave:type.${String(value)}`) ? i18n.t(`leave:type.${String(value)}`) : undefined),
});
