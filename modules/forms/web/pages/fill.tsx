import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { FillForm } from '@quad/forms-engine/web';
import type { TFillView } from '@quad/forms-engine/contract';
import { useFillView } from '../calls/get-fill-view';
import { answerSubmitted } from '../calls/submit-answer';
import { FillBlocked } from '../fill/fill-blocked';
import { FillSuccess } from '../fill/fill-success';
import { useFamily, useFormNo } from '../fill/family';

/** `<family>/formtemplat`, `universalForm/index`, `newForm/index`: fill the form `formid`. */
export function FillPage() {
  const { t } = useTranslation('forms');
  const formNo = useFormNo();
  const family = useFamily();
  const view = useFillView(formNo);
  if (!formNo) return <EmptyView text={t('fill.missing')} />;
  if (view.isPending) return <LoadingView />;
  if (view.isError) return <ErrorView error={view.error} onRetry={() => void view.refetch()} />;
  const { form } = view.data;
  if (form.blocked) return <FillBlocked form={form} reason={form.blocked} family={family} />;
  return <OneFill key={`${form.no}-${view.data.version}`} view={view.data} family={family} />;
}

/** One fill of one version: the form, then, once submitted, where to go next. */
function OneFill({ view, family }: { view: TFillView; family: string }) {
  const [answerId, setAnswerId] = useState<string>();
  if (answerId) return <FillSuccess family={family} answerId={answerId} approval={view.form.approval} />;
  const submitted = (id: string) => {
    setAnswerId(id);
    void answerSubmitted();
  };
  return <FillForm view={view} onSubmitted={submitted} />;
}
