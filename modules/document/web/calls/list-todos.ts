import { useInfiniteQuery } from '@tanstack/react-query';
import { listTodos } from '@quad/contracts/todo-calls';
import { callPages } from '@quad/platform/shell/calls';

/** Every area's tasks waiting for me (the platform's to-do inbox), a page at a time. */
export const useTodos = () => useInfiniteQuery(callPages(listTodos, {}));
