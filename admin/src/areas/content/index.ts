// The content area of the console: what learners read in the app (FAQ first).
import type { AdminResource } from '../types'

export const contentResources: AdminResource[] = []
