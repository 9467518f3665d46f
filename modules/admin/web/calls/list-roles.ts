import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listRoles } from '../../contract';

export const useRoles = () => useQuery(callQuery(listRoles, {}));
