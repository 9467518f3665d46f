import { i18n } from './i18n';

/** How long the 系统异常 popup and other short notices stay (spec §9). */
export const POPUP_MS = 1500;

/**
 * antd-mobile's Toast and Dialog bring its animation library (~25 KB gzipped); they load on the
 * first popup so pages that never show one don't pay for it (DESIGN.md §6 budget).
 */
let loaded:
  | Promise<{
      Dialog: typeof import('antd-mobile/es/components/dialog').default;
      Toast: typeof import('antd-mobile/es/components/toast').default;
    }>
  | undefined;
const kit = () =>
  (loaded ??= Promise.all([import('antd-mobile/es/components/dialog'), import('antd-mobile/es/components/toast')]).then(([d, t]) => ({
    Dialog: d.default,
    Toast: t.default,
  })));

/** A short notice that disappears by itself. */
export function toast(content: string, durationMs = POPUP_MS): void {
  // Shown once the kit has loaded: a notice whose page and document are gone by then (a unit test's
  // torn-down jsdom) has nobody left to tell, and must not become an unhandled rejection elsewhere.
  void kit()
    .then(({ Toast }) => Toast.show({ content, duration: durationMs }))
    .catch(() => undefined);
}

/** Alert dialog (spec §2.3): default text 操作成功! and one 确定 button; resolves when it is closed. */
export async function alert(content?: string): Promise<void> {
  const { Dialog } = await kit();
  await Dialog.alert({ content: content ?? i18n.t('shell:alert.text'), confirmText: i18n.t('shell:alert.ok') });
}

/** Confirm dialog (spec §2.3): default text 您将提交以下信息，是否确认？ with 确定 / 取消; resolves true on 确定. */
export async function confirm(content?: string): Promise<boolean> {
  const { Dialog } = await kit();
  return Dialog.confirm({
    content: content ?? i18n.t('shell:confirm.text'),
    confirmText: i18n.t('shell:confirm.ok'),
    cancelText: i18n.t('shell:confirm.cancel'),
  });
}

/** Hides every popup on screen (the 10013 flow, spec §8); none can be open before the kit loaded. */
export function closePopups(): void {
  void loaded?.then(({ Dialog, Toast }) => {
    Toast.clear();
    Dialog.clear();
  });
}
