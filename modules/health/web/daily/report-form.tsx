import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { checkAnswer } from '@quad/forms-engine/shared/check-answer';
import { FormView, fieldElementId } from '@quad/forms-engine/web';
import type { TReportView } from '../../contract-report';
import { byKey, changedFields, keysByParam } from './daily-model';
import { LocateButton } from './locate-button';
import { changesQuestion, submitReport } from './submit-report';
import { useOneAtATime } from './use-one-at-a-time';

/**
 * The whole report, prefilled with the previous one when there is one: fields answered differently
 * are marked 已修改, and the confirmation names only them.
 */
export function ReportForm({ view, onDone }: { view: TReportView; onDone: () => void }) {
  const { t } = useTranslation('health', { keyPrefix: 'daily' });
  const before = view.previous?.values ?? {};
  const [values, setValues] = useState<Record<string, unknown>>(before);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const sending = useOneAtATime();
  const geoKey = keysByParam(view.definition).get('geo_api_info');
  const located = !!(geoKey && values[geoKey]);
  const changes = view.previous ? changedFields(view.definition, before, values) : [];
  const marks = Object.fromEntries(changes.map((c) => [c.key, t('changedMark')]));

  const change = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async () => {
    const checked = checkAnswer(view.definition, values);
    setErrors(checked.errors);
    // The location is a hidden field: its absence is said above the button, not on a field.
    const missingPlace = !!geoKey && !located;
    setMessage(missingPlace ? t('needLocation') : '');
    const first = Object.keys(checked.errors).find((key) => key !== geoKey);
    if (first) document.getElementById(fieldElementId(first))?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    if (first || missingPlace) return;
    const result = await submitReport(view, checked.values, view.previous ? changesQuestion(changes, t) : t('confirmNew'));
    if (!result) return;
    if (result.ok || result.reported) return onDone();
    setErrors(result.errors);
    setMessage(result.message);
  };

  return (
    <section className="hd-form" aria-label={t('formTitle')}>
      <div className="hd-locate">
        <span>{located ? t('hasLocation') : t('noLocation')}</span>
        <LocateButton located={located} onLocated={(place) => setValues((v) => ({ ...v, ...byKey(view.definition, place) }))} />
      </div>
      <FormView definition={view.definition} values={values} errors={errors} onChange={change} formNo={view.formNo} marks={marks} />
      {view.previous && (
        <p className="hd-changes" role="status">
          {changes.length === 0 ? t('noChanges') : t('changed', { fields: changes.map((c) => c.label).join('、') })}
        </p>
      )}
      {message && (
        <p className="hd-message" role="alert">
          {message}
        </p>
      )}
      <Button block color="primary" size="large" loading={sending.busy} onClick={() => void sending.run(submit)}>
        {t('submit')}
      </Button>
    </section>
  );
}
