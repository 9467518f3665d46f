import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { deleteForm, listForms } from '@quad/forms-engine/contract';

export const useDeleteForm = () => useConsoleChange(deleteForm, listForms);
