import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listDraft, setDraft } from '../../contract-settings';

export const useSetDraft = () => useConsoleChange(setDraft, listDraft);
