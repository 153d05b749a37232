// What an area of the console declares for each of its resources. The registry (areas/index.ts) turns these into
// refine's resources, the routes, the data provider's endpoint table and the menu; an area never touches App.tsx.
import type { ComponentType, ReactNode } from 'react'
import type { AdminArea } from '@contract/admin-access'
import type { Endpoint } from '@contract/define'

/**
 * The endpoint definitions behind a resource's standard operations. `list` takes `page`, `size` and the list's
 * filters as query parameters and answers Paged<T>; `one`, `update` and `remove` take `:id` in the path.
 */
export interface ResourceApi {
  list?: Endpoint
  one?: Endpoint
  create?: Endpoint
  update?: Endpoint
  remove?: Endpoint
}

export interface AdminResource {
  /** refine's resource name and the route segment: `users` → /admin/users, /admin/users/show/:id. */
  name: string
  /** Who may open it (types/admin-access.ts); the menu hides it from everybody else. */
  area: AdminArea
  api: ResourceApi
  /** Menu label: a key of the locale files (`users.menu`). */
  label: string
  /** What one record is called in refine's messages (已保存「商品」): a locale key; the label when absent. */
  noun?: string
  icon?: ReactNode
  /** The name of a menu group resource (one with no pages) this one is listed under. */
  parent?: string
  /** Not in the menu (reached from another screen, e.g. a goods's classes). */
  hidden?: boolean
  list?: ComponentType
  show?: ComponentType
  create?: ComponentType
  edit?: ComponentType
}
