import { z } from 'zod';
import type { TPermissionMap } from './permission-checks';

/** The permission map as it travels in answers and role grants (checks live in permission-checks.ts). */
export const ZPermissionMap: z.ZodType<TPermissionMap> = z.record(z.string(), z.object({ module: z.array(z.string()) }));
