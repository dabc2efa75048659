import { CliError, operatorClient } from './client.ts';
import { commands, helpText, type Io } from './commands.ts';
import { sessionCommands } from './session-commands.ts';
import { readToken } from './token-store.ts';

/** OPS-12: runs one CLI command; answers the exit code (0, or 1 with the API's message on stderr). */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: Io & { err(line: string): void }): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(helpText());
    return 0;
  }
  const session = sessionCommands[name];
  const command = commands[name];
  if (!session && !command) {
    io.err(`Unknown command: ${name}\n\n${helpText()}`);
    return 1;
  }
  const baseUrl = (env.OPERATOR_API_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/$/, '');
  try {
    // OPS-26: every command but login uses the kept token; none signs in by itself.
    const api = operatorClient({ baseUrl, token: await readToken(env) });
    if (session) await session.run(api, env, io);
    else if (command) await command.run(api, args, io);
    return 0;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    io.err(err.message);
    return 1;
  }
}
