import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import type { TFieldKind } from '@quad/forms-engine/shared/definition';
import { FIELD_KINDS } from './field-kinds';
import { FORMS_CONSOLE_NS } from './console-strings';

/** Every kind of field the engine has: a click adds one under the selected field. */
export function FieldPalette({ onAdd }: { onAdd: (kind: TFieldKind) => void }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  return (
    <div className="fc-palette" role="group" aria-label={t('design.palette')}>
      {FIELD_KINDS.map((kind) => (
        <Button key={kind} size="small" onClick={() => onAdd(kind)}>
          {t(`kind.${kind}`)}
        </Button>
      ))}
    </div>
  );
}
