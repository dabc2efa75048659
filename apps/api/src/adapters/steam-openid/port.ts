/** An expected outcome of a Steam answer: signed in as a 17-digit SteamID64, or refused with a reason for the log. */
export type SteamVerifyResult = { ok: true; steamid: string } | { ok: false; reason: string };

/** Steam sign-in (OpenID 2.0, ARCHITECTURE "The outside world"). */
export interface SteamOpenId {
  /** The provider's sign-in page, which sends the browser back to returnTo. */
  signInUrl(opts: { returnTo: string; realm: string }): string;
  /**
   * Checks the provider's answer (the openid.* query of the callback) that must be meant for
   * returnTo: local checks first, then direct verification with the provider.
   */
  verify(params: Record<string, string>, returnTo: string): Promise<SteamVerifyResult>;
}
