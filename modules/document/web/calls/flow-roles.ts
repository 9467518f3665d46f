import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { flowRoles } from '../../contract';

/** The site's roles, for a flow's approvers. */
export const useFlowRoles = () => useQuery(callQuery(flowRoles, {}));
