import { z } from 'zod';
import { defineCall } from '@quad/contracts/call';

export const getGreeting = defineCall({
  method: 'GET',
  path: '/example/api/greeting',
  summary: '示例问候',
  access: 'session',
  input: z.object({}).loose(),
  output: z.object({ text: z.string().describe('问候语') }),
});
