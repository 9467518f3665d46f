import { useLocation, useSearchParams } from '@quad/platform/shell/router';

/** The original product's form families: the same pages under three module names. */
export const FORM_FAMILIES = ['form', 'formMuc', 'formruc'] as const;

/**
 * The form family a page belongs to (`formMuc/detail` → `formMuc`), so links stay in it; the single
 * pages (commonForm, universalForm, newForm) link into the `form` family.
 */
export function familyOf(pathname: string): string {
  const module = pathname.split('/').filter(Boolean)[0] ?? '';
  return (FORM_FAMILIES as readonly string[]).includes(module) ? module : 'form';
}

export const useFamily = (): string => familyOf(useLocation().pathname);

/** `formid` of the query string (0 when missing or not a number). */
export function useFormNo(): number {
  const [params] = useSearchParams();
  const n = Number(params.get('formid') ?? '');
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export const fillPath = (family: string, formNo: number): string => `/${family}/formtemplat?formid=${formNo}`;
export const answerPath = (family: string, id: string): string => `/${family}/detail?id=${encodeURIComponent(id)}`;
export const listPath = (family: string): string => `/${family}/index`;
