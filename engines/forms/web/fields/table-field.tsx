import { useTranslation } from 'react-i18next';
import type { TField } from '@quad/forms-engine/shared/definition';
import { selectCells, setTablePage, tablePageOf, useFormState } from '../form-store';
import { addRow, afterRowRemoved, canAddRow, isCellSelected, pageRows, removeRow, rowsOf, setCell, tapCell, withSourceRows } from '../table-rows';
import { SourceButtons } from './source-buttons';
import { FieldControl } from './field-control';
import { labelIdOf } from './picker-props';

interface TTableProps {
  field: TField;
  value: unknown;
  onChange: (rows: unknown) => void;
  readOnly: boolean;
  formNo: number;
  /** Errors of the form; a cell's is `<table>.<row>.<column>`. */
  errors: Record<string, string>;
}

/**
 * A child table on the phone: each row is a card of its cells, paged when there are many. Tapping a
 * cell's label picks it (a second tap picks the rectangle between), which the form store keeps.
 */
export function TableField({ field, value, onChange, readOnly, formNo, errors }: TTableProps) {
  const { t } = useTranslation('forms-engine');
  const state = useFormState(formNo);
  const columns = field.columns ?? [];
  const keys = columns.map((c) => c.key);
  const rows = rowsOf(value);
  const page = tablePageOf(state, field.key);
  const shown = pageRows(rows, page);
  const remove = (index: number) => {
    selectCells(formNo, afterRowRemoved(state.selection, field.key, index, keys));
    onChange(removeRow(rows, index));
  };
  return (
    <div className="ff-table">
      {rows.length === 0 && <p className="ff-hint">{t('noRows')}</p>}
      {shown.rows.map((row, offset) => {
        const index = shown.first + offset;
        return (
          <section key={index} className="ff-row-card" aria-label={t('rowN', { n: index + 1 })}>
            <header className="ff-row-card__head">
              <span>{t('rowN', { n: index + 1 })}</span>
              {!readOnly && (
                <button type="button" className="ff-link ff-link--danger" onClick={() => remove(index)}>
                  {t('removeRow')}
                </button>
              )}
            </header>
            {columns.map((column, col) => {
              const id = `ff-${field.key}-${index}-${column.key}`;
              const error = errors[`${field.key}.${index}.${column.key}`];
              return (
                <div key={column.key} className={!readOnly && isCellSelected(state.selection, field.key, index, col) ? 'ff-cell ff-cell--selected' : 'ff-cell'} id={`${id}-cell`}>
                  <label htmlFor={id} id={labelIdOf(id)} className="ff-cell__label" onClick={readOnly ? undefined : () => selectCells(formNo, tapCell(state.selection, field.key, index, col, keys))}>
                    {column.required && !readOnly && <span className="ff-required">*</span>}
                    {column.label}
                  </label>
                  <FieldControl field={column} value={row[column.key]} scope={row} readOnly={readOnly} inputId={id} onChange={(v) => onChange(setCell(rows, index, column.key, v))} />
                  {error && <p className="ff-error">{error}</p>}
                </div>
              );
            })}
          </section>
        );
      })}
      {shown.pages > 1 && (
        <nav className="ff-row ff-pager">
          <button type="button" className="ff-link" disabled={shown.page <= 1} onClick={() => setTablePage(formNo, field.key, shown.page - 1)}>
            {t('prevPage')}
          </button>
          <span>
            {shown.page}/{shown.pages}
          </span>
          <button type="button" className="ff-link" disabled={shown.page >= shown.pages} onClick={() => setTablePage(formNo, field.key, shown.page + 1)}>
            {t('nextPage')}
          </button>
        </nav>
      )}
      {!readOnly && <SourceButtons formNo={formNo} table={field.key} onRows={(added) => onChange(withSourceRows(rows, added, field.maxRows))} />}
      {!readOnly && canAddRow(rows, field.maxRows) && (
        <button
          type="button"
          className="ff-button"
          onClick={() => {
            const next = addRow(rows);
            onChange(next);
            // Show the new row.
            setTablePage(formNo, field.key, Math.ceil(next.length / page.size));
          }}
        >
          {t('addRow')}
        </button>
      )}
    </div>
  );
}
