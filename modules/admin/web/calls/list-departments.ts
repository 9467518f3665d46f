import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listDepartments } from '../../contract';

export const useDepartments = () => useQuery(callQuery(listDepartments, {}));
