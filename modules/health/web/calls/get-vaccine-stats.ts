import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getVaccineStats } from '../../contract-code';

export const useVaccineStats = () => useQuery(callQuery(getVaccineStats, {}));
