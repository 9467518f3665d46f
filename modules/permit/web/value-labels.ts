import { i18n } from '@quad/platform/shell/i18n';
import { registerValueLabels } from '@quad/workflow-engine/web';

// A permit request's values, as its flow pages (document/flow, the console's desk) show them, in the reader's language.
registerValueLabels('permit', {
  label: (field) => (i18n.exists(`permit:values.${field}`) ? i18n.t(`permit:values.${field}`) : undefined),
  text: (field, value) => (field === 'kind' && i18n.exists(`permit:kind.${String(value)}`) ? i18n.t(`permit:kind.${String(value)}`) : undefined),
});
