// Picker (product rules §3 inputs mode/range/rangeKey/value/fields/start/end/disabled; §4 fade; §5/§9 rules).
// Wraps its children as the trigger; tapping opens NutUI wheels in a Popup that is a centred form on large
// screens and a bottom sheet otherwise (picker-sheet.tsx). All value rules live in shared/picker so this stays a view.
import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import Taro, { useDidHide } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { usePopupForm, type DateFields, type RangeItem } from '@/shared/picker/picker-logic'
import type { PickerConfig, PickerResult } from '@/shared/picker/picker-columns'
import type { PickerSheetProps } from './picker-sheet'

/** Product rules §4: the picker opens and closes with a fade of about 260-300 ms. */
export const FADE_MS = 280

type Phase = 'closed' | 'open' | 'closing'

interface PickerCommon {
  disabled?: boolean
  /** Toolbar title; defaults to 请选择. */
  title?: string
  className?: string
  children?: ReactNode
  onCancel?: () => void
}

export type PickerProps =
  | (PickerCommon & { mode?: 'selector'; range: readonly RangeItem[]; rangeKey?: string; value?: number; onChange?: (value: number) => void })
  | (PickerCommon & { mode: 'multiSelector'; range: readonly (readonly RangeItem[])[]; rangeKey?: string; value?: number[]; onChange?: (value: number[]) => void })
  | (PickerCommon & { mode: 'time'; value?: string; start?: string; end?: string; onChange?: (value: string) => void })
  | (PickerCommon & { mode: 'date'; value?: string; start?: string; end?: string; fields?: DateFields; onChange?: (value: string) => void })

function configOf(props: PickerProps): PickerConfig {
  switch (props.mode) {
    case 'multiSelector':
      return { mode: 'multiSelector', range: props.range, rangeKey: props.rangeKey }
    case 'time':
      return { mode: 'time', start: props.start, end: props.end }
    case 'date':
      return { mode: 'date', start: props.start, end: props.end, fields: props.fields }
    default:
      return { mode: 'selector', range: props.range, rangeKey: props.rangeKey }
  }
}

/** Window size now (it changes on rotation and desktop resize, so it is read each time the picker opens). */
function windowSize(): { width: number; height: number } {
  try {
    const info = typeof Taro.getWindowInfo === 'function' ? Taro.getWindowInfo() : Taro.getSystemInfoSync()
    return { width: info.windowWidth, height: info.windowHeight }
  } catch {
    return { width: 0, height: 0 }
  }
}

type Sheet = ComponentType<PickerSheetProps>
let loadedSheet: Sheet | undefined

/**
 * The opened picker (NutUI's Popup and wheels, some 60 KB of script) is a chunk of its own on H5, prefetched while
 * the browser is idle and run when a picker is first tapped, so a page with a picker on its first screen (the
 * course tab's city) does not parse it before anyone opens it. The mini-program has no lazy chunks.
 */
export function loadPickerSheet(): Promise<Sheet> {
  if (loadedSheet) return Promise.resolve(loadedSheet)
  // if/else, not an early return: webpack drops only the dead branch of a constant condition.
  if (process.env.TARO_ENV === 'h5') {
    return import(/* webpackPrefetch: true */ './picker-sheet').then((m) => (loadedSheet = m.PickerSheet))
  } else {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loadedSheet = (require('./picker-sheet') as typeof import('./picker-sheet')).PickerSheet
    return Promise.resolve(loadedSheet)
  }
}

function PickerImpl(props: PickerProps) {
  const { disabled, title, className, children, onCancel } = props
  const range = 'range' in props ? props.range : undefined
  const rangeKey = 'rangeKey' in props ? props.rangeKey : undefined
  const start = 'start' in props ? props.start : undefined
  const end = 'end' in props ? props.end : undefined
  const fields = 'fields' in props ? props.fields : undefined
  // Rebuilt only when an input that shapes the columns changes, not on every parent render.
  const config = useMemo(() => configOf(props), [props.mode, range, rangeKey, start, end, fields])

  const [phase, setPhase] = useState<Phase>('closed')
  const [form, setForm] = useState(false)
  const [opening, setOpening] = useState(0)
  const [PickerSheet, setPickerSheet] = useState<Sheet | undefined>(() => loadedSheet)

  const show = () => {
    if (disabled || phase !== 'closed') return
    const { width, height } = windowSize()
    setForm(usePopupForm(width, height))
    setOpening((n) => n + 1)
    if (PickerSheet) {
      setPhase('open')
      return
    }
    // A chunk that fails to arrive leaves the picker closed; tapping again retries.
    loadPickerSheet().then((loaded) => {
      setPickerSheet(() => loaded)
      setPhase('open')
    }, () => void showToast(t('common.remote.error')))
  }
  // NutUI's Popup hides its panel at once when closed, so the fade-out runs first ('closing') and the Popup
  // is told to close only once it has finished.
  useEffect(() => {
    if (phase !== 'closing') return
    const timer = setTimeout(() => setPhase('closed'), FADE_MS)
    return () => clearTimeout(timer)
  }, [phase])
  // The H5 sheet lives outside the page (picker-sheet.tsx): leaving the page closes it rather than leave it on top.
  useDidHide(() => setPhase('closed'))
  // Both ignore repeat taps while the popup fades out, so onChange/onCancel fire once per opening.
  const cancel = () => {
    if (phase !== 'open') return
    setPhase('closing')
    onCancel?.()
  }
  const confirm = (draft: PickerResult | undefined) => {
    if (phase !== 'open') return
    setPhase('closing')
    if (draft !== undefined) (props.onChange as ((value: PickerResult) => void) | undefined)?.(draft)
  }

  return (
    <>
      <View className={`fe-picker__trigger ${disabled ? 'fe-picker__trigger--disabled' : ''} ${className ?? ''}`}
        aria-disabled={disabled ? 'true' : undefined} onClick={show}>
        {children}
      </View>
      {PickerSheet && (
        <PickerSheet open={phase !== 'closed'} closing={phase === 'closing'} form={form} fadeMs={FADE_MS} title={title}
          config={config} value={props.value} opening={opening} onCancel={cancel} onConfirm={confirm} />
      )}
    </>
  )
}

/** Observer so a locale switch re-labels the toolbar and wheels. */
export const Picker = observer(PickerImpl)
