import type * as Messages from '@quad/messages-engine/server/messages';

/**
 * The messages module with an inbox that fails while `inbox.failing` is set: tests of writes that
 * must land whole (a notice going out, a daily reminder) make the step after the first one fail.
 * Use inside `vi.mock('@quad/messages-engine/server/messages', …)` with a `vi.hoisted` switch.
 */
export function withFailingInbox(original: typeof Messages, inbox: { failing: boolean }): typeof Messages {
  return {
    ...original,
    sendMessage: async (...args: Parameters<typeof original.sendMessage>) => {
      if (inbox.failing) throw new Error('inbox unavailable');
      return original.sendMessage(...args);
    },
  };
}
