// A page that lists what other pages change (an order, an address, a calculation) loads it again when the user
// comes back to it. Its first show is skipped: the page is loading then anyway.
import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'

/** Runs `action` each time the page is shown again after another page covered it, never on its first show. */
export function useOnReturn(action: () => void): void {
  const shownOnce = useRef(false)
  useDidShow(() => {
    if (shownOnce.current) action()
    shownOnce.current = true
  })
}
