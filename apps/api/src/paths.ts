import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package root. This file sits directly in src/ and is bundled directly into dist/,
 * so its parent folder is the package root in both cases.
 */
export const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const migrationsDir = resolve(apiRoot, 'drizzle');
export const defaultWebDistDir = resolve(apiRoot, '../web/dist');
