/** The console reads as the school's health office: the manager role page over the daily report. */
export const CONSOLE_VIEW = { group: 'epideState', role: 'manager' } as const;
