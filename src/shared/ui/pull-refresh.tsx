// Pull-to-refresh (product rules §4). On H5 the touch gesture is ours, driven by pull-refresh-machine; in the
// mini-program WeChat's native pull-down is used (the page config must set enablePullDownRefresh: true),
// so a page wraps its content in <PullRefresh onRefresh={...}> the same way on both platforms.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t, type PlainKey } from '@/shared/i18n'
import {
  DEFAULT_PULL_CONFIG, IDLE, RESTORE_MS, isDragging, pullReducer, transitionMs,
  type PullConfig, type PullEvent, type PullModel, type PullState
} from '@/shared/pull-refresh/pull-refresh-machine'
import './pull-refresh.scss'

export interface PullRefreshProps extends Partial<PullConfig> {
  /** Reloads the page's data; the indicator stays until the returned promise settles. */
  onRefresh: () => unknown
  disabled?: boolean
  className?: string
  children?: ReactNode
}

const LABEL_KEYS: Record<PullState, PlainKey> = {
  idle: 'common.pullRefresh.pulling',
  pulling: 'common.pullRefresh.pulling',
  aborting: 'common.pullRefresh.pulling',
  reached: 'common.pullRefresh.reached',
  refreshing: 'common.pullRefresh.refreshing',
  restoring: 'common.pullRefresh.restoring'
}

/** A pull only starts with the page scrolled to its top; otherwise the finger is scrolling content. */
function atTop(el: HTMLElement | null): boolean {
  const doc = typeof document === 'undefined' ? undefined : document
  const pageTop = doc ? (doc.documentElement?.scrollTop || doc.body?.scrollTop || 0) : 0
  return pageTop <= 0 && (el?.scrollTop ?? 0) <= 0
}

const touchY = (e: { touches?: ArrayLike<{ clientY: number }>; changedTouches?: ArrayLike<{ clientY: number }> }) =>
  (e.touches?.[0] ?? e.changedTouches?.[0])?.clientY ?? 0

/** Runs the machine: keeps the model in a ref too, so touch handlers always see the latest state. */
function usePullMachine(config: PullConfig, onRefresh: () => unknown) {
  const [model, setModel] = useState<PullModel>(IDLE)
  const ref = useRef<PullModel>(IDLE)
  const mounted = useRef(true)
  const dispatch = useCallback((event: PullEvent) => {
    const next = pullReducer(ref.current, event, config)
    if (next !== ref.current && mounted.current) {
      ref.current = next
      setModel(next)
    }
    return next
  }, [config])

  useEffect(() => () => { mounted.current = false }, [])
  // The indicator would otherwise hang after a failed refresh; failures are the caller's to report.
  const refresh = useCallback(() => {
    Promise.resolve().then(onRefresh).catch(() => undefined).finally(() => dispatch({ type: 'stop' }))
  }, [onRefresh, dispatch])
  useEffect(() => {
    if (model.state !== 'aborting' && model.state !== 'restoring') return
    const timer = setTimeout(() => dispatch({ type: 'settled' }), RESTORE_MS)
    return () => clearTimeout(timer)
  }, [model.state, dispatch])
  return { model, ref, dispatch, refresh }
}

function H5PullRefresh({ onRefresh, disabled, className, children, ...numbers }: PullRefreshProps) {
  const config = useMemo(() => ({ ...DEFAULT_PULL_CONFIG, ...numbers }),
    [numbers.threshold, numbers.height, numbers.max])
  const { model, ref, dispatch, refresh } = usePullMachine(config, onRefresh)
  const root = useRef<HTMLElement>(null)
  const startY = useRef<number | null>(null)

  const onTouchStart = (e: any) => {
    startY.current = !disabled && ref.current.state === 'idle' && atTop(root.current) ? touchY(e) : null
  }
  const onTouchMove = (e: any) => {
    if (startY.current !== null) dispatch({ type: 'move', distance: touchY(e) - startY.current })
  }
  const onTouchEnd = () => {
    if (startY.current === null) return
    startY.current = null
    if (dispatch({ type: 'release' }).state === 'refreshing') refresh()
  }

  const ms = isDragging(model.state) ? 0 : transitionMs(model.state)
  return (
    <View ref={root} className={`fe-pull-refresh ${className ?? ''}`} data-testid='pull-refresh' data-state={model.state}
      onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={onTouchEnd}>
      <View className='fe-pull-refresh__head' style={{ height: `${model.offset}px`, transition: `height ${ms}ms ease` }}>
        {model.state !== 'idle' && (
          <View className='fe-pull-refresh__indicator'>
            {model.state === 'refreshing' && <Loading type='spinner' className='fe-pull-refresh__spinner' />}
            <Text>{t(LABEL_KEYS[model.state])}</Text>
          </View>
        )}
      </View>
      {children}
    </View>
  )
}

/** Mini-program: WeChat draws the pull-down; we only run the refresh and tell WeChat when it is done. */
function NativePullRefresh({ onRefresh, disabled, className, children }: PullRefreshProps) {
  usePullDownRefresh(() => {
    if (disabled) return void Taro.stopPullDownRefresh()
    Promise.resolve().then(onRefresh).catch(() => undefined).finally(() => Taro.stopPullDownRefresh())
  })
  return <View className={className}>{children}</View>
}

/** Build-time choice (TARO_ENV is a constant per build), so each bundle carries only its own variant. */
export const PullRefresh = observer(process.env.TARO_ENV === 'h5' ? H5PullRefresh : NativePullRefresh)
