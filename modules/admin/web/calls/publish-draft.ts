import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { getSettings, listDraft, publishDraft } from '../../contract-settings';

export const usePublishDraft = () => useConsoleChange(publishDraft, listDraft, getSettings);
