import { useEffect } from 'react';
import { useNavigate } from '@quad/platform/shell/router';
import { ErrorView, LoadingView } from '@quad/platform/ui/state-views';
import { useReportView } from '../calls/get-report-view';

/** `ncov/baseinfo`: the base profile is a form; this opens it in the forms fill page. */
export function BaseInfoPage() {
  const query = useReportView();
  const navigate = useNavigate();
  const formNo = query.data?.baseFormNo;
  useEffect(() => {
    if (formNo) void navigate(`/newForm/index?formid=${formNo}`, { replace: true });
  }, [formNo, navigate]);
  if (query.isError) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingView />;
}
