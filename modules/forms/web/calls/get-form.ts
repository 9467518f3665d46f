import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@quad/platform/shell/calls';
import { getForm } from '@quad/forms-engine/contract';

// The designer edits its own copy: a refetch on focus must not replace it under the designer's hands.
export const useFormDesign = (id: string) => useQuery({ ...callQuery(getForm, { id }), enabled: !!id, refetchOnWindowFocus: false, staleTime: Infinity });
