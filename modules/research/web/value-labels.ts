import { i18n } from '@quad/platform/shell/i18n';
import { registerValueLabels } from '@quad/workflow-engine/web';

/** Values whose stored word is a key of the area's strings (a level, an index). */
const WORDS: Record<string, string> = { level: 'level', indexed: 'index' };

// A declaration's or a paper's values, as their flow pages (document/flow) and ApprovalDesk show them, in the reader's language.
registerValueLabels('research', {
  label: (field) => (i18n.exists(`research:values.${field}`) ? i18n.t(`research:values.${field}`) : undefined),
  text: (field, value) => {
    const group = WORDS[field];
    return group && i18n.exists(`research:${group}.${String(value)}`) ? i18n.t(`research:${group}.${String(value)}`) : undefined;
  },
});
