import { z } from 'zod';
import { signedIn } from '@quad/contracts/call';

export const getGreeting = signedIn.get('/example/api/greeting', '示例问候', {
  output: z.object({ text: z.string().describe('问候语') }),
});
