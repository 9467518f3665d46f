import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { loadAreaOfApp } from '@quad/platform/shell/area-loader';
import { WORKFLOW_NS } from './strings';
import { valueLabel, valueText } from './value-labels';
import './workflow.css';

/** A value of the request as text: lists joined, yes/no in words, anything nested as written. */
function shownValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('values.empty');
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (Array.isArray(value)) return value.map((item) => shownValue(item, t)).join('、');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The request's values as label/value rows (申请内容), in the words of the app that started it: its
 * code (which registers them) is loaded first, as a to-do may open here before any of its pages.
 */
export function InstanceValues({ app, values }: { app: string; values: Record<string, unknown> }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const heading = useId();
  // Settled either way: without the area the values still show, by their keys.
  const area = useQuery({ queryKey: ['area-of-app', app], queryFn: async () => !!(await loadAreaOfApp(app)), staleTime: Infinity, retry: false });
  if (area.isPending) return null;
  return (
    <section className="wf-section" aria-labelledby={heading}>
      <h2 className="wf-section__title" id={heading}>
        {t('values.title')}
      </h2>
      {Object.keys(values).length === 0 ? (
        <p className="q-meta">{t('values.empty')}</p>
      ) : (
        <dl className="wf-values">
          {Object.entries(values).map(([field, value]) => (
            <div key={field} className="wf-values__row">
              <dt>{valueLabel(app, field)}</dt>
              <dd>{valueText(app, field, value) ?? shownValue(value, t)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
