// The mini-program's access_token, cached until shortly before it expires. Every caller in this process shares
// one token and one refresh in flight; stable_token (not cgi-bin/token) is used because cgi-bin/token voids the
// previous token on every call, so several API nodes would keep invalidating each other's tokens.

/** Refresh this long before WeChat's expiry, so a request never leaves with a token that dies on the way. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000

export interface FetchedToken {
  accessToken: string
  expiresInSeconds: number
}

export interface AccessTokenCache {
  /** The cached token, or a fresh one when there is none or it is about to expire. */
  get(): Promise<string>
  /** Drops the cached token and fetches a new one (after WeChat said the token is invalid or expired). */
  refresh(): Promise<string>
}

export function createAccessTokenCache(fetchToken: (force: boolean) => Promise<FetchedToken>, now: () => Date): AccessTokenCache {
  let cached: { token: string; refreshAt: number } | null = null
  let inFlight: Promise<string> | null = null

  function load(force: boolean): Promise<string> {
    inFlight ??= fetchToken(force)
      .then(({ accessToken, expiresInSeconds }) => {
        cached = { token: accessToken, refreshAt: now().getTime() + expiresInSeconds * 1000 - TOKEN_REFRESH_MARGIN_MS }
        return accessToken
      })
      .finally(() => {
        inFlight = null
      })
    return inFlight
  }

  return {
    get() {
      if (cached && now().getTime() < cached.refreshAt) return Promise.resolve(cached.token)
      return load(false)
    },
    refresh() {
      cached = null
      return load(true)
    }
  }
}
