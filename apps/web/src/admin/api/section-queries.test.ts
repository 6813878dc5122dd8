import { describe, expect, it } from 'vitest';
import { listRequestQuery } from './section-queries';

describe('listRequestQuery', () => {
  const defaultSort = { sort: 'createdAt', order: 'desc' } as const;

  it('leaves out the defaults: page 1, no search, the server order', () => {
    expect(
      listRequestQuery({ page: 1, q: '', sort: 'createdAt', order: 'desc' }, { status: undefined }, defaultSort),
    ).toEqual({ page: undefined, q: undefined, status: undefined, sort: undefined, order: undefined });
  });

  it('keeps a later page, a search, the filters and another order, filters between search and sort', () => {
    const request = listRequestQuery(
      { page: 3, q: 'amina', sort: 'lastName', order: 'asc' },
      { status: 'active', region: 'Littoral' },
      defaultSort,
    );
    expect(request).toEqual({
      page: 3,
      q: 'amina',
      status: 'active',
      region: 'Littoral',
      sort: 'lastName',
      order: 'asc',
    });
    expect(Object.keys(request)).toEqual(['page', 'q', 'status', 'region', 'sort', 'order']);
  });

  it('sends the order alone when only the direction differs from the default', () => {
    expect(listRequestQuery({ page: 1, sort: 'createdAt', order: 'asc' }, {}, defaultSort)).toMatchObject({
      sort: undefined,
      order: 'asc',
    });
  });
});
