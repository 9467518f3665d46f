import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { discardDraft, listDraft } from '../../contract-settings';

export const useDiscardDraft = () => useConsoleChange(discardDraft, listDraft);
