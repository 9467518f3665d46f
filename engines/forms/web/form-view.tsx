import { useState } from 'react';
import type { TField, TFormDefinition } from '@quad/forms-engine/shared/definition';
import { visibleFields } from '@quad/forms-engine/shared/check-answer';
import { FieldControl } from './fields/field-control';
import { labelIdOf } from './fields/picker-props';
import { TableField } from './fields/table-field';
import './form-view.css';
import './strings';
import { RichText } from '@quad/platform/ui/rich-text';

export interface TFormViewProps {
  definition: TFormDefinition;
  values: Record<string, unknown>;
  /** Message per field key (a child table's cell: `<table>.<row>.<column>`). */
  errors: Record<string, string>;
  /** Without it the view keeps its own answers (the designer's preview). */
  onChange?: (key: string, value: unknown) => void;
  readOnly?: boolean;
  /** The form store this view reads and feeds (child-table paging and cell selection). */
  formNo: number;
  /** Profile attributes: a field filled by a prefill plugin shows the value it will get. */
  profile?: Record<string, string>;
  /** A short tag after a field's label, by field key (the health report marks answers changed since yesterday). */
  marks?: Record<string, string>;
}

/** The element a field's error scrolls to. */
export const fieldElementId = (key: string): string => `ff-field-${key}`;

function prefillHint(definition: TFormDefinition, field: TField, profile?: Record<string, string>): string | undefined {
  const plugin = definition.plugins.find((p) => p.type === 'prefill' && p.field === field.key);
  return plugin?.type === 'prefill' ? profile?.[plugin.from] : undefined;
}

/**
 * Renders any form definition: the fields that show for the answers so far (the engine's
 * `visibleFields`), each with its required mark, help and error. Fetches nothing but what a field
 * needs (uploads, the region list), so the designer can preview a design with it.
 */
export function FormView({ definition, values, errors, onChange, readOnly = false, formNo, profile, marks }: TFormViewProps) {
  const [own, setOwn] = useState<Record<string, unknown>>(values);
  const answers = onChange ? values : own;
  const change = onChange ?? ((key: string, value: unknown) => setOwn((v) => ({ ...v, [key]: value })));
  return (
    <div className="ff-form">
      {visibleFields(definition, answers).filter((field) => !field.hidden).map((field) => {
        if (field.kind === 'description')
          return <RichText key={field.key} id={fieldElementId(field.key)} className="ff-description" html={field.html ?? ''} title={field.label} />;
        const inputId = `ff-input-${field.key}`;
        const error = errors[field.key];
        const hint = prefillHint(definition, field, profile);
        return (
          <div key={field.key} id={fieldElementId(field.key)} className={error ? 'ff-field ff-field--error' : 'ff-field'}>
            <label className="ff-label" htmlFor={inputId} id={labelIdOf(inputId)}>
              {field.required && !readOnly && (
                <span className="ff-required" aria-hidden="true">
                  *
                </span>
              )}
              {field.label}
              {marks?.[field.key] && <span className="ff-mark">{marks[field.key]}</span>}
            </label>
            {field.help && <p className="ff-help">{field.help}</p>}
            {field.kind === 'table' ? (
              <TableField field={field} value={answers[field.key]} onChange={(v) => change(field.key, v)} readOnly={readOnly} formNo={formNo} errors={errors} />
            ) : (
              <FieldControl
                field={hint && !field.placeholder ? { ...field, placeholder: hint } : field}
                value={answers[field.key]}
                scope={answers}
                onChange={(v) => change(field.key, v)}
                readOnly={readOnly}
                inputId={inputId}
              />
            )}
            {error && (
              <p className="ff-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
