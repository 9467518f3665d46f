/** The tables the code declares (tables.js): who owns each (undefined: the platform) and whether it is a site's. */
export declare const TABLES: Map<string, { owner: string | undefined; tenant: boolean }>;
