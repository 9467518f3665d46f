import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { myScores } from '../../contract';

/** The signed-in student's scores, GPA and credits (score/index, scorev1/index, gradscore/index share it). */
export const useMyScores = () => useQuery(callQuery(myScores, {}));
