import { CliError, type OperatorClient } from './client.ts';
import type { Io } from './commands.ts';
import { readToken, removeToken, saveToken, tokenPath } from './token-store.ts';

/** A command about the CLI's own sign-in: it needs the environment, not a signed-in client. */
export interface SessionCommand {
  usage: string;
  summary: string;
  run(api: OperatorClient, env: NodeJS.ProcessEnv, io: Io): Promise<void>;
}

/** OPS-26: sign in once, reuse the token, revoke it. */
export const sessionCommands: Record<string, SessionCommand> = {
  login: {
    usage: 'login',
    summary: 'sign in once as OPERATOR_EMAIL / OPERATOR_PASSWORD with the code of your authenticator app in OPERATOR_OTP (SEC-20) and keep the token for later commands',
    async run(api, env, io) {
      if (!env.OPERATOR_EMAIL || !env.OPERATOR_PASSWORD) throw new CliError('Set OPERATOR_EMAIL and OPERATOR_PASSWORD to sign in.');
      const { token, expiresAt } = await api.createToken(env.OPERATOR_EMAIL, env.OPERATOR_PASSWORD, env.OPERATOR_OTP);
      // A customer's token would only meet 403s later: check the role now and leave nothing behind.
      const signedIn = api.withToken(token);
      try {
        await signedIn.request('GET', '/operator/payouts?page=1');
      } catch (err) {
        await signedIn.revokeToken().catch(() => undefined);
        throw err;
      }
      const path = await saveToken(env, token);
      io.out(`Signed in as ${env.OPERATOR_EMAIL}; the token is kept in ${path}${expiresAt ? ` until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC` : ''}.`);
    },
  },
  logout: {
    usage: 'logout',
    summary: 'revoke the kept token on the server and delete it',
    async run(api, env, io) {
      if (!(await readToken(env))) {
        io.out('Not signed in.');
        return;
      }
      // A token that has already ended is as good as revoked.
      await api.revokeToken().catch((err: unknown) => {
        if (!(err instanceof CliError && err.status === 401)) throw err;
      });
      if (!env.OPERATOR_TOKEN) await removeToken(env);
      io.out(env.OPERATOR_TOKEN ? 'Signed out: the token in OPERATOR_TOKEN is revoked (unset the variable).' : `Signed out: the token is revoked and ${tokenPath(env)} deleted.`);
    },
  },
};
