// Pages that edit a part of a plan load the plan the link names (else the latest) and hand the part on; an edit
// answers the whole plan again, which replaces what is shown.
import { useEffect, useState, type ReactNode } from 'react'
import { observer } from 'mobx-react'
import type { PlanDetail } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { loadPlanOrLatest } from '../latest-plan'

export const PlanLoader = observer(function PlanLoader({ planId, children }: { planId: number | undefined; children: (plan: PlanDetail, setPlan: (p: PlanDetail) => void) => ReactNode }) {
  const remote = useRemote(() => loadPlanOrLatest(planId), [planId])
  const [plan, setPlan] = useState<PlanDetail | null>(null)
  useEffect(() => { setPlan(remote.data ?? null) }, [remote.data])
  useOnReturn(() => { void remote.reload() })
  if (remote.data === null) return <Empty title={t('training.plan.emptyTitle')} description={t('training.plan.emptyDesc')} />
  return <RemoteView remote={remote}>{() => (plan ? children(plan, setPlan) : null)}</RemoteView>
})

export function findItem(plan: PlanDetail, itemId: number | undefined) {
  for (const week of plan.schedule) for (const day of week.days) for (const module of day.modules) for (const item of module.items) {
    if (itemId === undefined || item.id === itemId) return { week, day, module, item }
  }
  return null
}

export function findModule(plan: PlanDetail, moduleId: number | undefined) {
  for (const week of plan.schedule) for (const day of week.days) for (const module of day.modules) {
    if (moduleId === undefined || module.id === moduleId) return { week, day, module }
  }
  return null
}

export function findDay(plan: PlanDetail, dayId: number | undefined) {
  for (const week of plan.schedule) for (const day of week.days) {
    if (dayId === undefined ? !day.restDay : day.id === dayId) return { week, day }
  }
  return null
}
