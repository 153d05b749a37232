// The console's registry: every area's resources, in menu order. App.tsx builds refine's resources and the routes
// from it, the data provider finds each resource's endpoints here, and access control its area.
import type { AdminArea } from '@contract/admin-access'
import { agreementsResources } from './agreements'
import { auditResources } from './audit'
import { catalogResources } from './catalog'
import { certificationResources } from './certification'
import { classroomResources } from './classroom'
import { contentResources } from './content'
import { couponsResources } from './coupons'
import { dashboardResources } from './dashboard'
import { examsResources } from './exams'
import { ordersResources } from './orders'
import { pointsResources } from './points'
import { salesResources } from './sales'
import { securityResources } from './security'
import { settlementResources } from './settlement'
import { trainingResources } from './training'
import type { AdminResource, ResourceApi } from './types'
import { usersResources } from './users'

export const ADMIN_RESOURCES: readonly AdminResource[] = [
  ...dashboardResources,
  ...ordersResources,
  ...catalogResources,
  ...classroomResources,
  ...certificationResources,
  ...examsResources,
  ...settlementResources,
  ...trainingResources,
  ...contentResources,
  ...usersResources,
  ...couponsResources,
  ...pointsResources,
  ...salesResources,
  ...agreementsResources,
  ...auditResources,
  ...securityResources
]

const byName = new Map(ADMIN_RESOURCES.map((resource) => [resource.name, resource]))

export function resourceApi(name: string): ResourceApi | undefined {
  return byName.get(name)?.api
}

/** The locale key naming one record of a resource, for refine's "已新建{{resource}}" messages. */
export function resourceNoun(name: string): string | undefined {
  const resource = byName.get(name)
  return resource ? (resource.noun ?? resource.label) : undefined
}

export function resourceArea(name: string): AdminArea | undefined {
  return byName.get(name)?.area
}
