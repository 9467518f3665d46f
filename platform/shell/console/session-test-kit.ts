/**
 * For `vi.mock` of `use-session` in console tests: an administrator signed in, who may open what
 * `allowed` says. The console frame asks `useSession` only.
 */
export const signedInAdmin = (allowed: (app: string, module?: string) => boolean) => ({
  useSession: () => ({ loggedIn: true, pending: false, error: null, name: '管理员', auth: {}, admin: true, allowed, retry() {} }),
});
