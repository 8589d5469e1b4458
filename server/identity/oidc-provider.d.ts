/**
 * The part of oidc-provider 9 this project uses, typed. The package ships no types and the
 * project does not depend on @types/oidc-provider, so these declarations are kept to what
 * server/identity calls; widen them here when a new part of the library is used.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { JWK } from 'jose';

  export interface JWKS {
    keys: JWK[];
  }

  export type UnknownObject = Record<string, unknown>;

  // ------------------------------------------------------------------ storage

  export interface AdapterPayload extends UnknownObject {
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  // ------------------------------------------------------------------ models

  export interface ClientMetadata {
    client_id: string;
    client_secret?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    client_name?: string;
  }

  export interface Client {
    clientId: string;
    redirectUris: string[];
    clientAuthMethod: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface Session {
    accountId?: string;
    uid: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg?: string; kid?: string } };
  }

  export interface ResourceServer extends ResourceServerInfo {
    identifier(): string;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  /** AccessToken, AuthorizationCode, RefreshToken, ... as the configuration hooks receive them. */
  export interface BaseToken {
    kind: string;
    jti: string;
    accountId?: string;
    clientId?: string;
    grantId?: string;
    scope?: string;
    readonly scopes: Set<string>;
    readonly expiration: number;
    resourceServer?: ResourceServer;
  }

  export interface AccountClaims extends UnknownObject {
    sub: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: UnknownObject, rejected: string[]): Promise<AccountClaims>;
  }

  export interface InteractionResults extends UnknownObject {
    login?: { accountId: string; acr?: string; amr?: string[]; remember?: boolean; ts?: number };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    params: UnknownObject & { client_id?: string; login_hint?: string; scope?: string };
    session?: { accountId?: string; uid: string };
    grantId?: string;
    result?: InteractionResults;
  }

  // ------------------------------------------------------------------ koa context

  export interface OIDCContext {
    readonly route: string;
    readonly issuer: string;
    readonly provider: Provider;
    readonly params?: UnknownObject & { scope?: string; resource?: string | string[] };
    readonly client?: Client;
    readonly session: Session;
    readonly result?: InteractionResults;
    readonly resourceServers: Record<string, ResourceServer>;
    readonly requestParamScopes: Set<string>;
    readonly entities: {
      readonly Account?: Account;
      readonly AccessToken?: BaseToken;
      readonly RefreshToken?: BaseToken & { readonly remainingTTL: number };
      readonly RotatedRefreshToken?: BaseToken & { readonly remainingTTL: number };
      readonly Grant?: Grant;
    };
    urlFor(name: string, options?: UnknownObject): string;
  }

  export interface KoaContext {
    readonly req: IncomingMessage;
    readonly res: ServerResponse;
    readonly method: string;
    readonly path: string;
    readonly host: string;
    readonly secure: boolean;
    status: number;
    body: unknown;
    type: string;
    get(field: string): string;
    set(field: string, value: string): void;
  }

  export interface KoaContextWithOIDC extends KoaContext {
    readonly oidc: OIDCContext;
  }

  /** Runs before oidc-provider's routing, so `oidc` is only there once a route has matched. */
  export type Middleware = (
    ctx: KoaContext & { readonly oidc?: OIDCContext },
    next: () => Promise<void>,
  ) => Promise<void>;

  // ------------------------------------------------------------------ interaction policy

  export namespace interactionPolicy {
    type CheckFunction = (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>;
    class Check {
      constructor(reason: string, description: string, check: CheckFunction);
      constructor(reason: string, description: string, error: string, check: CheckFunction);
      static readonly REQUEST_PROMPT: true;
      static readonly NO_NEED_TO_PROMPT: false;
    }
    class Prompt {
      constructor(options: { name: string; requestable: boolean }, ...checks: Check[]);
      readonly name: string;
      readonly checks: Check[] & { add(check: Check, index?: number): void };
    }
    interface Policy extends Array<Prompt> {
      get(name: string): Prompt | undefined;
      add(prompt: Prompt, index?: number): void;
      remove(name: string): void;
    }
    function base(): Policy;
  }

  // ------------------------------------------------------------------ configuration

  export interface Configuration {
    acrValues?: string[];
    adapter?: (name: string) => Adapter;
    claims?: Record<string, null | string[]>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    clients?: ClientMetadata[];
    conformIdTokenClaims?: boolean;
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      short?: { httpOnly?: boolean; sameSite?: 'lax' | 'strict' | 'none'; path?: string };
      keys?: string[];
    };
    discovery?: UnknownObject;
    expiresWithSession?: (ctx: KoaContextWithOIDC, token: BaseToken) => boolean | Promise<boolean>;
    extraTokenClaims?: (
      ctx: KoaContextWithOIDC,
      token: BaseToken,
    ) => UnknownObject | undefined | Promise<UnknownObject | undefined>;
    features?: {
      devInteractions?: { enabled: boolean };
      dPoP?: { enabled: boolean };
      pushedAuthorizationRequests?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      claimsParameter?: { enabled: boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => void | Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => void | Promise<void>;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          oneOf?: string[],
        ) => string | string[] | undefined | Promise<string | string[] | undefined>;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: BaseToken) => boolean | Promise<boolean>;
        getResourceServerInfo?: (
          ctx: KoaContextWithOIDC,
          resourceIndicator: string,
          client: Client,
        ) => ResourceServerInfo | Promise<ResourceServerInfo>;
      };
    };
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: BaseToken,
    ) => Account | undefined | Promise<Account | undefined>;
    formats?: {
      customizers?: {
        jwt?: (
          ctx: KoaContextWithOIDC,
          token: BaseToken,
          jwt: { header?: UnknownObject; payload: UnknownObject },
        ) => void | Promise<void>;
      };
    };
    interactions?: {
      policy?: interactionPolicy.Policy;
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
    };
    issueRefreshToken?: (
      ctx: KoaContextWithOIDC,
      client: Client,
      code: BaseToken,
    ) => boolean | Promise<boolean>;
    jwks?: JWKS;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Grant | undefined | Promise<Grant | undefined>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
    responseTypes?: string[];
    routes?: Record<string, string>;
    scopes?: string[];
    /** Functions also run outside a request (ctx undefined), e.g. when a model is saved later. */
    ttl?: Record<
      string,
      number | ((ctx: KoaContextWithOIDC | undefined, token: BaseToken, client?: Client) => number)
    >;
  }

  // ------------------------------------------------------------------ provider

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    use(middleware: Middleware): this;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
      status: number;
    }
    class InvalidRequest extends OIDCProviderError {}
    class SessionNotFound extends InvalidRequest {}
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
  }

  export default Provider;
}
