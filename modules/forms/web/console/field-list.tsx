import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import type { TField } from '@quad/forms-engine/shared/definition';
import { fieldErrorCount, type TDesignErrors } from './design-errors';
import { EmptyState } from '@quad/platform/console/query-states';
import { FORMS_CONSOLE_NS } from './console-strings';

export interface TFieldListProps {
  fields: TField[];
  selected: number;
  errors: TDesignErrors;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The form's fields in order: pick one to edit it, drag (or the arrows) to reorder, copy or remove. */
export function FieldList({ fields, selected, errors, onSelect, onMove, onDuplicate, onRemove }: TFieldListProps) {
  const { t } = useTranslation(FORMS_CONSOLE_NS);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  if (fields.length === 0) return <EmptyState text={t('design.noFields')} />;
  return (
    <ol className="fc-fields" aria-label={t('design.fields')}>
      {fields.map((field, index) => {
        const errorCount = fieldErrorCount(errors, index);
        const classes = ['fc-field', index === selected && 'fc-field--selected', index === over && dragged !== null && 'fc-field--over'];
        return (
          <li
            key={field.key}
            className={classes.filter(Boolean).join(' ')}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) onMove(dragged, index);
              setDragged(null);
              setOver(null);
            }}
          >
            <HolderOutlined className="fc-field__handle" aria-hidden />
            <button type="button" className="fc-field__main" onClick={() => onSelect(index)} aria-current={index === selected}>
              <span className="fc-field__label">
                {field.required && <span className="fc-required">*</span>}
                {field.label || <span className="adm-muted">{t('design.noLabel')}</span>}
                {field.visibleIf && <Tag className="fc-field__tag">{t('design.conditional')}</Tag>}
              </span>
              <span className="adm-muted">
                {t(`kind.${field.kind}`)} · <code>{field.key}</code>
              </span>
            </button>
            {errorCount > 0 && <Badge count={errorCount} title={t('design.fieldErrors', { count: errorCount })} />}
            <span className="fc-field__actions">
              <Tooltip title={t('design.up')}>
                <Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('design.up')} />
              </Tooltip>
              <Tooltip title={t('design.down')}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={index === fields.length - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={t('design.down')}
                />
              </Tooltip>
              <Tooltip title={t('design.duplicate')}>
                <Button size="small" type="text" icon={<CopyOutlined />} onClick={() => onDuplicate(index)} aria-label={t('design.duplicate')} />
              </Tooltip>
              <Tooltip title={t('design.remove')}>
                <Button size="small" type="text" danger icon={<DeleteOutlined />} onClick={() => onRemove(index)} aria-label={t('design.remove')} />
              </Tooltip>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
