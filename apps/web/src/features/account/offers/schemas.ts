/** BUDGET-1: the offers forms' contract schemas, imported on a form's first check (contractResolver in form-support.ts). */
export { bankPayoutDetailsSchema, cardPayoutDetailsSchema, contactInfoSchema, offerAcceptBodySchema, offerCreateBodySchema } from '@skins/contract';
