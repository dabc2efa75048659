import { CliError, operatorClient } from './client.ts';
import { commands, helpText, type Io } from './commands.ts';

/** OPS-12: runs one CLI command; answers the exit code (0, or 1 with the API's message on stderr). */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: Io & { err(line: string): void }): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(helpText());
    return 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command: ${name}\n\n${helpText()}`);
    return 1;
  }
  const baseUrl = (env.OPERATOR_API_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/$/, '');
  try {
    await command.run(operatorClient({ baseUrl, email: env.OPERATOR_EMAIL, password: env.OPERATOR_PASSWORD }), args, io);
    return 0;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    io.err(err.message);
    return 1;
  }
}
