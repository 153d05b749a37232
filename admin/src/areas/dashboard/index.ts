// The dashboard area of the console: its resources (menu entries, screens, endpoints).
import type { AdminResource } from '../types'

export const dashboardResources: AdminResource[] = []
