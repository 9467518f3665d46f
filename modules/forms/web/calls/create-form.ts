import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { createForm, listForms } from '@quad/forms-engine/contract';

export const useCreateForm = () => useConsoleChange(createForm, listForms);
