import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { listMyAnswers } from '@quad/forms-engine/contract';

export const useMyAnswers = (formNo: number) => useQuery({ ...callQuery(listMyAnswers, { formid: formNo }), enabled: formNo > 0 });
