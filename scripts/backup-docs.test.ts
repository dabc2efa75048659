import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, npmCommands } from './package-scripts.ts';

const readme = readFileSync(join(resolve(import.meta.dirname, '..'), 'README.md'), 'utf8');
/** The README's "Backups" section, up to the next section. */
const section = /^## Backups\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';

describe('the README on backups', () => {
  it('BACKUP-7: it shows a cron line that runs npm run backup, and tells PostgreSQL shops to use point-in-time recovery (WAL archiving, pg_basebackup) instead', () => {
    const cron = codeOf(section).flatMap((code) => code.split('\n')).filter((line) => /^(\S+\s+){5}/.test(line) && !line.startsWith('#'));
    expect(cron.length).toBeGreaterThan(0);
    expect(cron.flatMap((line) => npmCommands(line))).toContainEqual({ script: 'backup' });
    expect(section).toMatch(/point-in-time recovery/);
    expect(section).toMatch(/archive_command/);
    expect(section).toMatch(/pg_basebackup/);
    expect(codeOf(section).join('\n')).toMatch(/npm run restore -- /);
  });
});
