import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft } from '@quad/forms-engine/contract';
import { request } from '@quad/platform/shell/request';

export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Saves the draft ~1.5 s after the last change and when the page is hidden (a beacon, which the
 * browser still sends while the tab closes). `savedAt` drives the discreet 已自动保存 hint.
 */
export function useAutosave(formNo: number, version: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<Record<string, unknown> | undefined>(undefined);
  const [savedAt, setSavedAt] = useState<number>();

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const values = pending.current;
    pending.current = undefined;
    if (!values) return;
    const answer = await request(saveDraft, { formid: formNo, version, values }, { quiet: true });
    if (answer.e === 0) setSavedAt(Date.now());
  }, [formNo, version]);

  const schedule = useCallback(
    (values: Record<string, unknown>) => {
      pending.current = values;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  /** Before submitting: a draft written after the answer would come back on the next visit. */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = undefined;
  }, []);

  useEffect(() => {
    const send = () => {
      const values = pending.current;
      if (!values) return;
      clearTimeout(timer.current);
      pending.current = undefined;
      const body = new Blob([JSON.stringify({ formid: formNo, version, values })], { type: 'application/json' });
      if (!navigator.sendBeacon?.(saveDraft.path, body)) void request(saveDraft, { formid: formNo, version, values }, { quiet: true });
    };
    const hidden = () => document.visibilityState === 'hidden' && send();
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', send);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', send);
      // Leaving the page inside the app: save what is left now.
      void flush();
    };
  }, [formNo, version, flush]);

  return { schedule, cancel, savedAt };
}
