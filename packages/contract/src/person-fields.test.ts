import { describe, expect, it } from 'vitest';
import { profileUpdateBodySchema, signUpFormSchema } from './auth.ts';
import { cartCheckoutFormSchema } from './checkout.ts';
import { depositCheckoutFormSchema } from './payments.ts';
import { PERSON_FIELD_LIMITS, postCodeCharactersMessage } from './person-fields.ts';

/** The field's messages a schema gives for a body (none when it passes). */
const messagesOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: object, field: string) =>
  (schema.safeParse(body).error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

const forms = { profile: profileUpdateBodySchema, cart: cartCheckoutFormSchema, topUp: depositCheckoutFormSchema('a@b.co') };

describe('one rule per person and delivery field (issue 46)', () => {
  it.each(['address', 'city', 'postCode'] as const)('INPUT-5: a %s one character past its limit is refused by the profile and both checkouts alike; at the limit it passes', (field) => {
    const limit = PERSON_FIELD_LIMITS[field];
    for (const [name, schema] of Object.entries(forms)) {
      expect(messagesOf(schema, { [field]: '1'.repeat(limit + 1) }, field), name).toHaveLength(1);
      expect(messagesOf(schema, { [field]: '1'.repeat(limit) }, field), name).toEqual([]);
    }
  });

  it.each(['name', 'surname'] as const)('INPUT-5: a %s of 101 characters is refused by sign-up, the profile and both checkouts alike', (field) => {
    for (const [name, schema] of Object.entries({ ...forms, signUp: signUpFormSchema })) {
      expect(messagesOf(schema, { [field]: 'A'.repeat(101) }, field), name).toHaveLength(1);
      expect(messagesOf(schema, { [field]: 'A'.repeat(100) }, field), name).toEqual([]);
    }
  });

  it.each([['<script>'], ['12;34'], ['-1234']])('INPUT-7: the post code %s is refused with the same text by every form', (postCode) => {
    for (const [name, schema] of Object.entries(forms)) expect(messagesOf(schema, { postCode }, 'postCode'), name).toEqual([postCodeCharactersMessage]);
  });

  it.each([['SW1A 1AA'], ['00-950'], ['1000-001'], ['D02 X285']])('INPUT-7: the post code %s passes every form', (postCode) => {
    for (const [name, schema] of Object.entries(forms)) expect(messagesOf(schema, { postCode }, 'postCode'), name).toEqual([]);
  });
});
