// A result page's calculation: the owner's by id, or anyone's by share code (read-only); reloaded when the page
// shows again (back from editing it).
import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { Calculation, SharedCalculation } from '@contract/tools'
import { useRemote } from '@/shared/use-remote'
import { getCalculation, getSharedCalculation } from './api'

export type Viewed = Calculation | SharedCalculation

/** The owner's view carries an id; a shared view never does. */
export const isOwn = (c: Viewed): c is Calculation => 'id' in c

export function useCalculation(id: number, code: string) {
  const remote = useRemote<Viewed | null>(
    () => (id ? getCalculation(id) : code ? getSharedCalculation(code) : Promise.resolve(null)),
    [id, code]
  )
  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) remote.reload()
    shownOnce.current = true
  })
  return remote
}
