import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getResultAnswer } from '@quad/forms-engine/contract';

export const useResultAnswer = (id: string) => useQuery({ ...callQuery(getResultAnswer, { id }), enabled: !!id });
