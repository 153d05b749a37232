// A result page's calculation: the owner's by id, or anyone's by share code (read-only); reloaded when the page
// shows again (back from editing it).
import type { Calculation, SharedCalculation } from '@contract/tools/schemas'
import { useRemote } from '@/shared/use-remote'
import { useOnReturn } from '@/shared/use-on-return'
import { getCalculation, getSharedCalculation } from './api'

export type Viewed = Calculation | SharedCalculation

/** The owner's view carries an id; a shared view never does. */
export const isOwn = (c: Viewed): c is Calculation => 'id' in c

export function useCalculation(id: number, code: string) {
  const remote = useRemote<Viewed | null>(
    () => (id ? getCalculation(id) : code ? getSharedCalculation(code) : Promise.resolve(null)),
    [id, code]
  )
  useOnReturn(() => remote.reload())
  return remote
}
