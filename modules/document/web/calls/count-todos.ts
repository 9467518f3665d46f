import { useQuery } from '@tanstack/react-query';
import { countTodos } from '@quad/contracts/todo-calls';
import { callQuery } from '@quad/platform/shell/calls';

/** How many tasks wait for me across every area (the home page's badge). */
export const useTodoCount = () => useQuery(callQuery(countTodos, {}));
