import { useSearchParams } from '@quad/platform/shell/router';
import { appPath } from '@quad/platform/shell/site';
import { EXPORT_PATH } from '@quad/forms-engine/contract';

/** The Excel file of a form's answers: a plain link, the browser downloads it with the session cookie. */
export const exportUrl = (id: string): string => `${EXPORT_PATH}?id=${encodeURIComponent(id)}`;

/** The phone page that fills a form, on this site (what 复制链接 copies). */
export const fillUrl = (no: number): string => new URL(appPath(`form/formtemplat?formid=${no}`), location.origin).href;

/** The `?id=` of a console page. */
export const useIdParam = (): string => useSearchParams()[0].get('id') ?? '';
