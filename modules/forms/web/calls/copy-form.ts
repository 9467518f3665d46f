import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { copyForm, listForms } from '@quad/forms-engine/contract';

export const useCopyForm = () => useConsoleChange(copyForm, listForms);
