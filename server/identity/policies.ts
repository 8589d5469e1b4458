/**
 * The user flows (B2C "policies") the local tenant offers and how request paths map onto them.
 * B2C serves every flow under `/{tenant}/{policy}/...` and treats the tenant and policy segments
 * case-insensitively; MSAL lower-cases the authority before it builds any URL, so endpoints are
 * always advertised in lower case.
 */

/** Which page a flow shows: the sign-in form or the reset-password form. */
export type PolicyKind = 'signIn' | 'reset';

export interface Policy {
  kind: PolicyKind;
  /** As configured, e.g. 'B2C_1_signin': the `tfp` claim carries it like this. */
  name: string;
  /** Lower-case name: path segment, `acr` value and client_info suffix. */
  id: string;
  /** `/{tenant}/{policy}`, lower case: where this flow's endpoints live. */
  basePath: string;
}

export function definePolicies(
  tenant: string,
  names: Record<PolicyKind, string>,
): Record<PolicyKind, Policy> {
  const define = (kind: PolicyKind): Policy => ({
    kind,
    name: names[kind],
    id: names[kind].toLowerCase(),
    basePath: `/${tenant.toLowerCase()}/${names[kind].toLowerCase()}`,
  });
  const policies = { signIn: define('signIn'), reset: define('reset') };
  if (policies.signIn.id === policies.reset.id)
    throw new Error(`The sign-in and reset-password policies need different names (${names.signIn}).`);
  return policies;
}

/**
 * The one flow of an Entra External ID tenant: no user-flow name in its URLs (the tenant's user
 * flow is bound to the application, not chosen by the client), so it lives at `/{tenant}`, which
 * stands for the tenant's own host (`{tenant}.ciamlogin.com`). Its password reset runs inside it.
 */
export function defineEntraFlow(tenant: string): Policy {
  return { kind: 'signIn', name: 'signin', id: 'signin', basePath: `/${tenant.toLowerCase()}` };
}

export interface PolicyRequest {
  policy: Policy;
  /** The path after `/{tenant}/{policy}`, with B2C's `/v2.0/.well-known/...` alias folded. */
  rest: string;
  /** The query string including its '?', or ''. */
  search: string;
}

/** Which flow a request URL addresses, or undefined when it is not under this tenant. */
export function matchPolicy(policies: readonly Policy[], url: string): PolicyRequest | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  const lower = path.toLowerCase();
  const policy = policies.find((p) => lower === p.basePath || lower.startsWith(`${p.basePath}/`));
  if (!policy) return undefined;
  let rest = path.slice(policy.basePath.length) || '/';
  // MSAL asks for `{authority}/v2.0/.well-known/openid-configuration`; older clients omit v2.0.
  if (rest.toLowerCase().startsWith('/v2.0/.well-known/')) rest = rest.slice('/v2.0'.length);
  return { policy, rest, search };
}
