import { useQuery } from '@tanstack/react-query';
import { callQuery, useCallMutation } from '@quad/platform/shell/calls';
import { getMyLeave, reviseLeave } from '../../contract';
import { leaveReads } from './stale';

/** A request sent back for changes (退回修改): read to fill the form, and sent again. */
export const useMyLeave = (instanceId: string) => useQuery({ ...callQuery(getMyLeave, { instanceId }), enabled: instanceId !== '' });
export const useReviseLeave = () => useCallMutation(reviseLeave, { loading: true, invalidates: [...leaveReads, getMyLeave] });
