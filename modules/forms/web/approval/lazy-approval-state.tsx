import { lazy, Suspense } from 'react';
import { loadRegisteredTranslations } from '@quad/platform/shell/i18n';
import type { TAnswerFlow } from '../../contract';

// The engine's strings register as its code arrives, after the area's were loaded: load them before showing.
const Loaded = lazy(async () => {
  const loaded = await import('./approval-state');
  await loadRegisteredTranslations();
  return loaded;
});

/**
 * An answer's approval tag and tracking link, loaded with the workflow engine's web part only when an
 * answer has an approval: most forms never do, and their pages stay within the phone's budget.
 */
export function ApprovalState({ flow }: { flow: TAnswerFlow }) {
  return (
    <Suspense fallback={null}>
      <Loaded flow={flow} />
    </Suspense>
  );
}
