/**
 * The portal's session on top of MSAL (docs/product-rules.md#session): nothing of the app runs until an
 * access token is held; the token is fetched silently after sign-in (or on load when an account exists), set
 * on the API client, renewed before it expires and on any 401; identity errors are routed as
 * docs/product-rules.md#session says. Framework-free so its rules are testable without rendering.
 */
import type { AccountInfo, AuthenticationResult, IPublicClientApplication } from '@azure/msal-browser';
import { onUnauthorized, setAccessToken } from '../api/http';
import { type AuthConfig, authorityOf, signInAuthority } from './authConfig';
import { isUserAnswer, routeAuthError } from './authErrors';
import { type SessionClaims, sessionClaimsOf } from './sessionClaims';

export type { SessionClaims };

export type StartResult =
  | { status: 'signedIn'; claims: SessionClaims }
  | { status: 'redirecting' }
  /** The token cannot be had, redirect after redirect: stop redirecting and say so. */
  | { status: 'failed' };

/**
 * Recoveries from failures by redirect within a short window. With a live identity session, a
 * sign-in redirect returns at once; if the token still cannot be had, redirecting again would loop
 * forever. Only failures count: a person's own answers on the identity pages (cancel, forgotten
 * password) are routed as docs/product-rules.md#session says however often they come.
 */
const recoveryWindowMs = 60_000;
const maxRecoveriesInWindow = 2;
const recoveryLogKey = 'portal-clientes.auth-recoveries';

const renewMarginMs = 60_000;

export class PortalAuth {
  private renewalTimer: ReturnType<typeof setTimeout> | undefined;
  private started: Promise<StartResult> | undefined;

  constructor(
    private readonly msal: IPublicClientApplication,
    private readonly config: AuthConfig,
    /** Survives the redirects of one tab; null where there is no sessionStorage (tests). */
    private readonly recoveryStorage: Pick<
      Storage,
      'getItem' | 'setItem' | 'removeItem'
    > | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
  ) {}

  /**
   * Completes a redirect if one is returning, then holds a token or starts the right flow. Runs
   * once however often it is called (React may mount the gate twice). `whenAccount` (the first
   * call's) runs as soon as an account is known, before its token is fetched: the entry starts
   * loading the signed-in portal then, alongside the token, while a visitor without an account
   * loads nothing but the redirect (src/main.tsx).
   */
  start(whenAccount?: () => void): Promise<StartResult> {
    this.started ??= this.begin(whenAccount);
    return this.started;
  }

  private async begin(whenAccount: (() => void) | undefined): Promise<StartResult> {
    await this.msal.initialize();
    let result: AuthenticationResult | null;
    try {
      result = await this.msal.handleRedirectPromise();
    } catch (error) {
      return this.recover(error);
    }
    const account = result?.account ?? this.msal.getActiveAccount() ?? this.msal.getAllAccounts()[0];
    if (!account) {
      await this.signIn();
      return { status: 'redirecting' };
    }
    this.msal.setActiveAccount(account);
    whenAccount?.();
    try {
      await this.acquireToken(account, false);
    } catch (error) {
      return this.recover(error);
    }
    onUnauthorized(() => this.renew(true));
    this.clearRecoveries();
    return { status: 'signedIn', claims: claimsOf(account) };
  }

  signIn(): Promise<void> {
    return this.msal.loginRedirect({
      authority: signInAuthority(this.config),
      scopes: [this.config.apiScope],
    });
  }

  /**
   * The reset-password flow; it returns to the portal home signed in. Entra has no flow of its own
   * for it: its sign-in page, asked to show itself (prompt=login) with the user's address, offers
   * '¿Olvidó su contraseña?'.
   */
  resetPassword(): Promise<void> {
    if (this.config.tenantKind === 'entra') {
      const account = this.msal.getActiveAccount();
      const email = account ? claimsOf(account).email : '';
      return this.msal.loginRedirect({
        authority: signInAuthority(this.config),
        scopes: [this.config.apiScope],
        prompt: 'login',
        ...(email ? { loginHint: email } : {}),
        redirectStartPage: this.config.postLogoutRedirectUri,
      });
    }
    return this.msal.loginRedirect({
      authority: authorityOf(this.config, this.config.policies.resetPassword),
      scopes: [this.config.apiScope],
      redirectStartPage: this.config.postLogoutRedirectUri,
    });
  }

  signOut(): Promise<void> {
    this.stopRenewal();
    setAccessToken(null);
    const account = this.msal.getActiveAccount();
    return this.msal.logoutRedirect({
      ...(account ? { account, authority: this.authorityFor(account) } : {}),
      postLogoutRedirectUri: this.config.postLogoutRedirectUri,
    });
  }

  /**
   * A fresh token for the active account; a failure sends the user to sign in
   * (docs/product-rules.md#session).
   */
  async renew(forceRefresh: boolean): Promise<void> {
    const account = this.msal.getActiveAccount();
    if (!account) {
      await this.signIn();
      return;
    }
    try {
      await this.acquireToken(account, forceRefresh);
    } catch (error) {
      await this.recover(error);
    }
  }

  private async acquireToken(account: AccountInfo, forceRefresh: boolean): Promise<void> {
    const result = await this.msal.acquireTokenSilent({
      account,
      authority: this.authorityFor(account),
      scopes: [this.config.apiScope],
      forceRefresh,
    });
    setAccessToken(result.accessToken);
    this.scheduleRenewal(result.expiresOn);
  }

  /** Renews a little before expiry, so a user who keeps working never meets an expired token. */
  private scheduleRenewal(expiresOn: Date | null): void {
    this.stopRenewal();
    if (!expiresOn) return;
    const delay = Math.max(expiresOn.getTime() - Date.now() - renewMarginMs, 5_000);
    this.renewalTimer = setTimeout(() => void this.renew(true), delay);
  }

  private stopRenewal(): void {
    if (this.renewalTimer) clearTimeout(this.renewalTimer);
    this.renewalTimer = undefined;
  }

  private async recover(error: unknown): Promise<StartResult> {
    setAccessToken(null);
    if (!isUserAnswer(error) && !this.noteRecovery()) return { status: 'failed' };
    if (routeAuthError(error) === 'resetPassword') await this.resetPassword();
    else await this.signIn();
    return { status: 'redirecting' };
  }

  /** Records a recovery redirect; false when there were already too many in the window. */
  private noteRecovery(): boolean {
    const now = Date.now();
    const storage = this.recoveryStorage;
    const recent = (JSON.parse(storage?.getItem(recoveryLogKey) ?? '[]') as number[]).filter(
      (at) => now - at < recoveryWindowMs,
    );
    if (recent.length >= maxRecoveriesInWindow) return false;
    storage?.setItem(recoveryLogKey, JSON.stringify([...recent, now]));
    return true;
  }

  /** Forgets the failures once signed in, so a later expiry gets its redirects again. */
  private clearRecoveries(): void {
    this.recoveryStorage?.removeItem(recoveryLogKey);
  }

  /** Tokens of a B2C account come from the policy that issued them (sign-in or reset). */
  private authorityFor(account: AccountInfo): string {
    if (this.config.tenantKind === 'entra') return signInAuthority(this.config);
    const claims = account.idTokenClaims as { tfp?: string; acr?: string } | undefined;
    const policy = claims?.tfp ?? claims?.acr ?? this.config.policies.signIn;
    return authorityOf(this.config, policy);
  }
}

function claimsOf(account: AccountInfo): SessionClaims {
  return sessionClaimsOf((account.idTokenClaims ?? {}) as Record<string, unknown>, account);
}
