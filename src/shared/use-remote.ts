// Loading one thing from the server with the states every screen shows: loading, error (with retry), data.
import { useCallback, useEffect, useRef, useState } from 'react'
import { onBusinessMessage } from './request'

export interface Remote<T> {
  data: T | undefined
  loading: boolean
  error: boolean
  /** Asks again; settles when the answer (or the failure) has been taken in. */
  reload: () => Promise<void>
}

/** `initial`: data the page already has (e.g. served inside the H5 page): shown at once, the first load skipped. */
export function useRemote<T>(fetcher: () => Promise<T>, deps: unknown[] = [], initial?: T): Remote<T> {
  const [data, setData] = useState<T | undefined>(initial)
  const [loading, setLoading] = useState(initial === undefined)
  const [error, setError] = useState(false)
  const generation = useRef(0)
  const skipFirstLoad = useRef(initial !== undefined)

  const load = useCallback(() => {
    const mine = ++generation.current
    setLoading(true)
    setError(false)
    // A business message (e.g. "not found") leaves the call unsettled (product rules §8): show the error state instead.
    const stop = onBusinessMessage(() => {
      if (mine !== generation.current) return
      setLoading(false)
      setError(true)
    })
    return fetcher()
      .then((value) => { if (mine === generation.current) setData(value) })
      .catch(() => { if (mine === generation.current) setError(true) })
      .finally(() => {
        stop()
        if (mine === generation.current) setLoading(false)
      })
    // The caller names what the load depends on (deps); the loader itself is a new closure every render.
  }, deps)

  useEffect(() => {
    if (skipFirstLoad.current) skipFirstLoad.current = false
    else void load()
  }, [load])
  return { data, loading, error, reload: load }
}
