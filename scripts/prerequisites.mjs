// SEAM-8: what `npm test` needs from the machine besides Node (Debian's Chromium for the browser
// journeys, a Redis server for the rate-limit tests), checked before any step runs so that a fresh
// machine gets one install line instead of a failure deep inside a test.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * SEAM-8: the decision, from what was found. A missing program is installed by its Debian
 * package; a Redis server that does not answer while its binary exists is started for the run.
 * @param {{ chromium: boolean, redisAnswers: boolean, redisServerInstalled: boolean }} found
 * @returns {{ install: string[], startRedis: boolean }}
 */
export function planPrerequisites({ chromium, redisAnswers, redisServerInstalled }) {
  const install = [];
  if (!chromium) install.push('chromium');
  if (!redisAnswers && !redisServerInstalled) install.push('redis-server');
  return { install, startRedis: !redisAnswers && redisServerInstalled };
}

/** The one line that provides the missing packages. */
export function installLine(packages) {
  return `apt-get install -y ${packages.join(' ')}`;
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when a Redis server answers PING at `url` within a second (any reply counts, even NOAUTH). */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', () => done(true));
  });
}

/** A port the system has just handed out and taken back: free for a server to listen on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A throw-away Redis for this run (no files written); resolves with its URL and a stop function. */
async function startPrivateRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && child.exitCode === null; i++) {
    // SEAM-8: it keeps nothing (no files), so it is killed outright: a SIGTERM's shutdown took over 20 s once on a busy CI machine.
    if (await redisAnswers(url)) return { url, stop: () => child.kill('SIGKILL') };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}

/**
 * Checks the machine: prints the install line and answers null when something is missing;
 * otherwise answers the environment the steps need (TEST_REDIS_URL of a private server when one
 * was started) and a function that stops what was started.
 */
export async function ensurePrerequisites(env) {
  const chromiumPath = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const redisUrl = env.TEST_REDIS_URL || DEFAULT_REDIS_URL;
  const plan = planPrerequisites({
    chromium: isExecutable(chromiumPath),
    redisAnswers: await redisAnswers(redisUrl),
    redisServerInstalled: spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0,
  });
  if (plan.install.length > 0) {
    const what = plan.install.map((p) => (p === 'chromium' ? `Chromium (none at ${chromiumPath})` : `a Redis server (none answers at ${redisUrl})`));
    console.error(`npm test needs ${what.join(' and ')}. Install with:\n  ${installLine(plan.install)}`);
    return null;
  }
  if (!plan.startRedis) return { env: {}, stop: () => {} };
  const redis = await startPrivateRedis();
  console.log(`No Redis answered at ${redisUrl}: started a private redis-server at ${redis.url} for this run.`);
  return { env: { TEST_REDIS_URL: redis.url }, stop: redis.stop };
}
