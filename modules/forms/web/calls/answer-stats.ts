import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { answerStats } from '@quad/forms-engine/contract';

export const useStats = (id: string, day?: string) => useQuery({ ...callQuery(answerStats, { id, day }), enabled: !!id });
