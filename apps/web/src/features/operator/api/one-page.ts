import type { Ok } from '../../../api/client';

/** A back-office list the API answers whole (no paging): one page of it, as PagedTable shows a list with its count. */
export const onePage = <Row>(answer: Ok<Row[]>) => ({ payload: answer.payload, meta: { total: answer.payload.length, pages: 1 } });
