import { runCli } from './run.ts';

/** `npm run operator -- <command>`: see README "Operator". */
runCli(process.argv.slice(2), process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
