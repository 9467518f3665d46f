import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { closeForm, listForms } from '@quad/forms-engine/contract';

export const useCloseForm = () => useConsoleChange(closeForm, listForms);
