import type { Rule } from 'eslint';

/** The rule is plain JavaScript so the lint config loads it as it is; its tests are TypeScript. */
declare const siteJoins: Rule.RuleModule;
export default siteJoins;
