import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { myProgress } from '../../contract';

/** 学业进度: required and earned credits per category of the student's programme. */
export const useMyProgress = () => useQuery(callQuery(myProgress, {}));
