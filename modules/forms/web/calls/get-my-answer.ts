import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getMyAnswer } from '@quad/forms-engine/contract';

export const useMyAnswer = (id: string) => useQuery({ ...callQuery(getMyAnswer, { id }), enabled: id !== '' });
