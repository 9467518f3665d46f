import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listDepartments } from '../../contract';

/** Every department and class, or with `q` those whose name it finds (also by pinyin or initials). */
export const useDepartments = (q = '') => useQuery(callQuery(listDepartments, q ? { q } : {}));
