import { useTranslation } from 'react-i18next';
import { EmptyView, ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useFillView } from '../api';
import { FillBlocked } from '../fill/fill-blocked';
import { FillForm } from '../fill/fill-form';
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
  return <FillForm key={`${form.no}-${view.data.version}`} view={view.data} family={family} />;
}
