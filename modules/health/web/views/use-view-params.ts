import { useSearchParams } from '@quad/platform/shell/router';

export type TViewTab = 'missing' | 'abnormal' | 'diff';
const TABS: readonly TViewTab[] = ['missing', 'abnormal', 'diff'];

/**
 * What a role page shows lives in its query (`?day=&dept=&deptName=&tab=`), so the way back from a
 * list or a person's report returns to the same day, department and tab.
 */
export function useViewParams() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') as TViewTab | null;
  const update = (change: Partial<Record<'day' | 'dept' | 'deptName' | 'tab', string | undefined>>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return {
    day: params.get('day') || undefined,
    dept: params.get('dept') || undefined,
    deptName: params.get('deptName') ?? '',
    tab: tab && TABS.includes(tab) ? tab : 'missing',
    update,
  };
}
