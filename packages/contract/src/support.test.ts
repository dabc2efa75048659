import { describe, expect, it } from 'vitest';
import { messagesSupportEn } from './messages-support-en.ts';
import { SUPPORT_TOPICS, supportMessageBodySchema, supportMessageSchema } from './support.ts';

const valid = { name: ' Ana ', surname: 'Silva', email: 'ana@example.com', topic: 'Order', message: ' Where is my order? ' };
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('the support form (issue 7)', () => {
  it('SUPPORT-1: one message per bad field, in form order, and the first failing rule of each field', () => {
    expect(issues(supportMessageBodySchema.safeParse({ name: 'x'.repeat(101), email: 'nope', message: 'short' }))).toEqual([
      ['name', 'Name must be at most 100 characters'],
      ['surname', 'Surname is required'],
      ['email', 'Invalid email format'],
      ['topic', 'Please choose a topic'],
      ['message', 'Message must be at least 10 characters'],
    ]);
  });

  it('SUPPORT-1: values are trimmed before the length rules', () => {
    expect(supportMessageBodySchema.parse(valid)).toEqual({ name: 'Ana', surname: 'Silva', email: 'ana@example.com', topic: 'Order', message: 'Where is my order?' });
    expect(issues(supportMessageBodySchema.safeParse({ ...valid, message: `   ${'a'.repeat(9)}   ` }))).toEqual([['message', 'Message must be at least 10 characters']]);
  });

  it('SUPPORT-1: the web gets the same rules with message keys, each an English text of the area', () => {
    const web = supportMessageSchema((key) => key).safeParse({});
    const keys = web.error?.issues.map((i) => i.message) ?? [];
    expect(keys).toEqual(['support_name_required', 'support_surname_required', 'support_email_required', 'support_topic_required', 'support_message_required']);
    for (const option of SUPPORT_TOPICS) expect(messagesSupportEn[option.label]).toBe(option.value);
  });
});
