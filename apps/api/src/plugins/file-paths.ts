import type { FastifyReply } from 'fastify';

/** SEO-5: a path whose last segment ends in a file extension (`/x.png`, `/foo/bar.js`, `/.env`) asks for a file. */
export function isFilePath(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,10}$/.test(last);
}

/** SEO-5: a missing file is a plain 404, never the SPA's document (a crawler would index it as a page). */
export function sendFileNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not Found');
}
