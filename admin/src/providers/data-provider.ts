// One data provider over the endpoint definitions each resource declares (areas/*/index.ts → api). Filters are
// passed as query parameters under their field names (the console's filter forms use the server's names);
// `meta.params` fills extra path parameters of nested resources (e.g. `:goodsId`).
import type { BaseRecord, CrudFilter, DataProvider, MetaQuery } from '@refinedev/core'
import type { Paged } from '@contract/envelope'
import type { Endpoint } from '@contract/define'
import { call } from '../api/client'
import { resourceApi } from '../areas'
import type { ResourceApi } from '../areas/types'

function endpointOf(resource: string, operation: keyof ResourceApi): Endpoint {
  const endpoint = resourceApi(resource)?.[operation]
  if (!endpoint) throw new Error(`resource ${resource} has no ${operation} endpoint`)
  return endpoint
}

function pathParams(meta: MetaQuery | undefined, id?: string | number): Record<string, string | number> {
  const params = { ...((meta?.params as Record<string, string | number> | undefined) ?? {}) }
  if (id !== undefined) params.id = id
  return params
}

/** `{field, operator, value}` filters → query parameters; `or`/`and` groups are not used by the console. */
export function filtersToQuery(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue
    const value = Array.isArray(filter.value) ? filter.value.join(',') : filter.value
    if (value !== undefined && value !== null && value !== '') query[filter.field] = value
  }
  return query
}

export const dataProvider: DataProvider = {
  getApiUrl: () => '/api',

  async getList({ resource, pagination, filters, meta }) {
    const page = pagination?.currentPage ?? 1
    const size = pagination?.pageSize ?? 10
    const paged = (await call(endpointOf(resource, 'list'), {
      params: pathParams(meta) as never,
      query: { ...filtersToQuery(filters), page, size }
    })) as Paged<BaseRecord>
    return { data: paged.list as never[], total: paged.total }
  },

  async getOne({ resource, id, meta }) {
    const data = await call(endpointOf(resource, 'one'), { params: pathParams(meta, id) as never })
    return { data: data as never }
  },

  async getMany({ resource, ids, meta }) {
    const data = await Promise.all(ids.map((id) => call(endpointOf(resource, 'one'), { params: pathParams(meta, id) as never })))
    return { data: data as never[] }
  },

  async create({ resource, variables, meta }) {
    const data = await call(endpointOf(resource, 'create'), { params: pathParams(meta) as never, body: variables as never })
    return { data: data as never }
  },

  async update({ resource, id, variables, meta }) {
    const data = await call(endpointOf(resource, 'update'), { params: pathParams(meta, id) as never, body: variables as never })
    return { data: data as never }
  },

  async deleteOne({ resource, id, meta }) {
    const data = await call(endpointOf(resource, 'remove'), { params: pathParams(meta, id) as never })
    return { data: (data ?? { id }) as never }
  }
}
