import { useConsoleChange } from '@quad/platform/shell/console/use-call';
import { listFeedback, setFeedbackStatus } from '../../contract-inbox';

export const useSetFeedbackStatus = () => useConsoleChange(setFeedbackStatus, listFeedback);
