import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { fillStatus } from '@quad/forms-engine/contract';

/** Fill status for people who hold forms/results: answered against the audience (of `day`, for daily forms). */
export const useFillStatus = (formNo: number, enabled: boolean) => useQuery({ ...callQuery(fillStatus, { formid: formNo }), enabled: enabled && formNo > 0 });
