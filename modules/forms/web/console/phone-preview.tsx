import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { checkAnswer } from '@quad/forms-engine/shared/check-answer';
import type { TFormDefinition } from '@quad/forms-engine/shared/definition';
import { FormView } from '@quad/forms-engine/web';
import { FORMS_CONSOLE_NS } from './console-strings';

/**
 * The design as a phone shows it, with the fill renderer itself: answers typed here show and hide
 * conditional fields, and 试提交 runs the same checks the server will.
 */
export function PhonePreview({ definition, formNo, title }: { definition: TFormDefinition; formNo: number; title: string }) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <div className="fc-preview">
      <Space className="fc-preview__tools">
        <Button size="small" onClick={() => setErrors(checkAnswer(definition, values).errors)}>
          {t('preview.check')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            setValues({});
            setErrors({});
          }}
        >
          {t('preview.clear')}
        </Button>
        {Object.keys(errors).length === 0 ? null : <span className="adm-muted">{t('preview.errors', { count: Object.keys(errors).length })}</span>}
      </Space>
      <div className="fc-phone" aria-label={t('preview.title')} role="region">
        <div className="fc-phone__title">{title}</div>
        <div className="fc-phone__screen">
          <FormView
            definition={definition}
            values={values}
            errors={errors}
            formNo={formNo}
            onChange={(key, value) => {
              setValues((v) => ({ ...v, [key]: value }));
              setErrors(({ [key]: _fixed, ...rest }) => rest);
            }}
          />
        </div>
      </div>
    </div>
  );
}
