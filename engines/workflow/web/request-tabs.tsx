import type { ReactNode } from 'react';
import { useSearchParams } from '@quad/platform/shell/router';
import { TabBar } from '@quad/platform/ui/tab-bar';

/**
 * The page of an area whose requests go through a flow (leave, car permits, certificates): the form
 * to ask, and my requests (`?tab=mine`), where a sent request lands.
 */
export function RequestTabs({
  className,
  titles,
  form,
  mine,
}: {
  className: string;
  titles: { apply: string; mine: string };
  /** The request form; `onSent` shows my requests. */
  form: (onSent: () => void) => ReactNode;
  mine: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'apply';
  const show = (key: string) => setParams(key === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <main className={`q-page ${className}`}>
      <TabBar
        tabs={[
          { key: 'apply', title: titles.apply },
          { key: 'mine', title: titles.mine },
        ]}
        active={tab}
        onChange={show}
      />
      {tab === 'apply' ? form(() => show('mine')) : mine}
    </main>
  );
}
