import { runBackupCli } from './cli.ts';

/** `npm run backup -- <target>` and `npm run restore -- <file>` (README "Backups"). */
const [command, ...args] = process.argv.slice(2);
if (command !== 'backup' && command !== 'restore') {
  console.error('Usage: main.ts backup|restore ...');
  process.exit(2);
}
runBackupCli(command, args, process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
