import { useCallMutation } from '@quad/platform/shell/calls';
import { declareProject } from '../../contract';
import { researchReads } from './stale';

/** A declaration, sent into the project flow. */
export const useDeclareProject = () => useCallMutation(declareProject, { loading: true, invalidates: researchReads });
