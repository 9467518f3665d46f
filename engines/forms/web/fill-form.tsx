import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import { ErrorCode } from '@quad/contracts/errors';
import { confirm } from '@quad/platform/shell/dialogs';
import { request, shownByShell } from '@quad/platform/shell/request';
import { timeParts } from '@quad/platform/shell/time';
import { LoadingView } from '@quad/platform/ui/state-views';
import { checkAnswer, visibleFields } from '@quad/forms-engine/shared/check-answer';
import { submitAnswer, type TFillView } from '@quad/forms-engine/contract';
import { getFormState, setTablePage, tablePageOf, useFormState } from './form-store';
import { fieldElementId, FormView } from './form-view';
import { newRequestId } from '@quad/platform/shell/request-id';
import { firstError } from './starting-values';
import { useAutosave } from './use-autosave';
import { useInitialLoad } from './use-initial-load';

/** Brings the first field with an error into view (turning a child table to the row's page first). */
function scrollToFirstError(view: TFillView, values: Record<string, unknown>, errors: Record<string, string>) {
  const shown = visibleFields(view.definition, values).map((f) => f.key);
  const first = firstError(shown, errors);
  if (!first) return;
  if (first.row !== undefined) setTablePage(view.form.no, first.key, Math.floor(first.row / tablePageOf(getFormState(view.form.no), first.key).size) + 1);
  requestAnimationFrame(() => document.getElementById(fieldElementId(first.key))?.scrollIntoView({ behavior: 'smooth', block: 'center' }));
}

/**
 * The fill itself: starting answers, autosave, local checks, confirmation, one submit per fill. What
 * follows a submit (a success screen, stale lists) is the page's: `onSubmitted` is told the answer.
 */
export function FillForm({ view, onSubmitted }: { view: TFillView; onSubmitted: (answerId: string) => void }) {
  const { t } = useTranslation('forms-engine');
  const formNo = view.form.no;
  const state = useFormState(formNo);
  const [values, setValues] = useInitialLoad(view);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  // Made once per fill: a retry after a lost answer must not create a second answer.
  const requestId = useRef(newRequestId());
  const autosave = useAutosave(formNo, view.version);

  const change = (key: string, value: unknown) => {
    const next = { ...values, [key]: value };
    setValues(() => next);
    autosave.schedule(next);
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async () => {
    setMessage('');
    const checked = checkAnswer(view.definition, values);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) return scrollToFirstError(view, values, checked.errors);
    if (!(await confirm())) return;
    autosave.cancel();
    const answer = await request(
      submitAnswer,
      { formid: formNo, version: view.version, values: checked.values, requestId: requestId.current, starterDeptId: state.starterDeptId || undefined },
      { loading: true },
    );
    if (answer.e === ErrorCode.OK) return onSubmitted(answer.d.id);
    if (answer.e === ErrorCode.INVALID) {
      const serverErrors = (answer.d as { errors?: Record<string, string> } | undefined)?.errors ?? {};
      setErrors(serverErrors);
      // Errors that belong to no field (the version changed, the department) show as the message.
      if (!view.definition.fields.some((f) => Object.keys(serverErrors).some((k) => k === f.key || k.startsWith(`${f.key}.`)))) setMessage(answer.m);
      else scrollToFirstError(view, values, serverErrors);
    } else if (!shownByShell(answer.e)) {
      // 每日仅能提交一次, 表单已截止…
      setMessage(answer.m);
    }
  };

  const form = view.form;
  return (
    <main className="q-page ff-page">
      <header className="q-card ff-head">
        <h1>{form.title}</h1>
        {form.description && <p className="ff-description-text">{form.description}</p>}
        {form.closesAt > 0 && <p className="ff-meta">{t('closesAt', { time: timeParts(form.closesAt).fullTime })}</p>}
        {view.mine && form.editable && <p className="ff-meta">{t('editing')}</p>}
      </header>
      {state.warnings.map((w) => (
        <p key={w} className="ff-warning" role="status">
          {w}
        </p>
      ))}
      {state.loadStatus === 1 ? (
        <LoadingView text={t('preparing')} />
      ) : (
        <form
          className="q-card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormView definition={view.definition} values={values} errors={errors} onChange={change} formNo={formNo} profile={view.profile} />
          {message && (
            <p className="ff-message" role="alert">
              {message}
            </p>
          )}
          <Button block color="primary" type="submit" className="ff-submit">
            {t('submit')}
          </Button>
          {autosave.savedAt && (
            <p className="ff-saved" aria-live="polite">
              {t('autosaved')}
            </p>
          )}
        </form>
      )}
    </main>
  );
}
