import '../../../i18n/operator';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render-routes';
import { CellText, PagedTable, type PagedQuery } from './paged-table';
import { readListParams, useListParams, withListChange } from './use-list-params';

interface Row {
  id: number;
  title: string;
}

/** A list page: the table over a fixed page of rows, with the params it was rendered with. */
function ListPage({ query, seen }: { query: PagedQuery<Row>; seen: (p: ReturnType<typeof useListParams>) => void }) {
  const params = useListParams(['status', 'email']);
  seen(params);
  return (
    <PagedTable
      caption="Things"
      params={params}
      searchLabel="Search things"
      filters={[
        { key: 'status', label: 'Status', options: [{ value: 'pending', label: 'Pending' }, { value: 'failed', label: 'Failed' }] },
        { key: 'email', label: 'Email' },
      ]}
      columns={[
        { header: 'Id', cell: (r) => r.id },
        { header: 'Title', cell: (r) => r.title },
      ]}
      rowKey={(r) => r.id}
      query={query}
      pageSize={2}
    />
  );
}

const page = (rows: Row[], total: number): PagedQuery<Row> => ({ data: { payload: rows, meta: { total, pages: Math.ceil(total / 2) } }, isPending: false, error: null, refetch: () => undefined });

function open(url: string, query: PagedQuery<Row> = page([{ id: 1, title: 'AK' }, { id: 2, title: 'AWP' }], 5)) {
  const seen = vi.fn<(p: ReturnType<typeof useListParams>) => void>();
  const view = renderRoutes({ '/operator/things': <ListPage query={query} seen={seen} /> }, url);
  return { ...view, last: () => seen.mock.calls.at(-1)![0], search: () => view.router.state.location.search };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the back office list (components/paged-table.tsx)', () => {
  it('OPS-44: the search, filters and page are read from the URL query and shown', () => {
    const { last } = open('/operator/things?q=dragon&status=failed&email=a%40b.c&page=3');
    expect(last()).toMatchObject({ q: 'dragon', page: 3, filters: { status: 'failed', email: 'a@b.c' } });
    expect(screen.getByLabelText('Search things')).toHaveValue('dragon');
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.c');
    expect(within(screen.getByRole('table', { name: 'Things' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('5 in total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  });

  it('OPS-44: applying a search writes ?q= and goes back to page 1; a select applies at once; Clear empties the query', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { search, last } = open('/operator/things?page=2');
    await user.type(screen.getByLabelText('Search things'), '  dragon lore ');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    expect(search()).toBe('?page=2');
    await user.keyboard('{Enter}');
    expect(new URLSearchParams(search())).toEqual(new URLSearchParams({ q: 'dragon lore', email: 'ana@' }));
    expect(last().page).toBe(1);
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(new URLSearchParams(search()).get('status')).toBe('pending');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(new URLSearchParams(search()).get('page')).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search()).toBe('');
    expect(screen.getByLabelText('Search things')).toHaveValue('');
  });

  it('OPS-44: going Back in history shows the previous search in the box', async () => {
    const user = userEvent.setup();
    const { router } = open('/operator/things?q=first');
    await user.clear(screen.getByLabelText('Search things'));
    await user.type(screen.getByLabelText('Search things'), 'second{Enter}');
    expect(router.state.location.search).toBe('?q=second');
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Search things')).toHaveValue('first');
  });

  it('OPS-44: an empty page says so, a failed one shows the message and a retry', async () => {
    const user = userEvent.setup();
    open('/operator/things', page([], 0));
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    cleanup();
    const refetch = vi.fn();
    open('/operator/things', { isPending: false, error: new Error('x'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('OPS-44: the query helpers drop empty values and page 1, and a bad page reads as 1', () => {
    expect(withListChange(new URLSearchParams('page=4&status=x'), { status: '' }).toString()).toBe('');
    expect(withListChange(new URLSearchParams('q=a'), { page: 1 }).toString()).toBe('q=a');
    expect(readListParams(new URLSearchParams('page=-2'), []).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=abc'), ['status']).filters).toEqual({ status: '' });
  });

  it("OPS-44: a cell's free text wraps even inside one long word, within a bounded width (narrow, or wide for a message)", () => {
    render(
      <>
        <CellText className="text-xs">narrow</CellText>
        <CellText wide>wide</CellText>
      </>,
    );
    expect(screen.getByText('narrow')).toHaveClass('block', '[overflow-wrap:anywhere]', 'max-w-xs', 'text-xs');
    expect(screen.getByText('wide')).toHaveClass('block', '[overflow-wrap:anywhere]', 'max-w-md');
    expect(screen.getByText('wide')).not.toHaveClass('max-w-xs');
  });
});
