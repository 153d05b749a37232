// Picker (product rules §3 inputs mode/range/rangeKey/value/fields/start/end/disabled; §4 fade; §5/§9 rules).
// Wraps its children as the trigger; tapping opens NutUI wheels in a Popup that is a centred form on large
// screens and a bottom sheet otherwise. All value rules live in shared/picker so this stays a view.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { PickerView, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { usePopupForm, type DateFields, type RangeItem } from '@/shared/picker/picker-logic'
import {
  draftFromSelection, initialDraft, sameResult, wheelsFor, type PickerConfig, type PickerResult
} from '@/shared/picker/picker-columns'
import './picker.scss'

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
  const [draft, setDraft] = useState<PickerResult>()
  const wheels = useMemo(() => (draft === undefined ? undefined : wheelsFor(config, draft)), [config, draft])

  const show = () => {
    if (disabled) return
    const { width, height } = windowSize()
    setForm(usePopupForm(width, height))
    setDraft(initialDraft(config, props.value))
    setPhase('open')
  }
  // NutUI's Popup hides its panel at once when closed, so the fade-out runs first ('closing') and the Popup
  // is told to close only once it has finished.
  useEffect(() => {
    if (phase !== 'closing') return
    const timer = setTimeout(() => setPhase('closed'), FADE_MS)
    return () => clearTimeout(timer)
  }, [phase])
  // PickerView reports every wheel move (and once on mount); normalising here pulls the day back, snaps to
  // start/end and reshapes the columns. Unchanged values keep the old state so the loop settles.
  const onWheel = useCallback(({ value }: { value: (string | number | null)[] }) => {
    const next = draftFromSelection(config, value)
    setDraft((prev) => (sameResult(prev, next) ? prev : next))
  }, [config])
  // Both ignore repeat taps while the popup fades out, so onChange/onCancel fire once per opening.
  const cancel = () => {
    if (phase !== 'open') return
    setPhase('closing')
    onCancel?.()
  }
  const confirm = () => {
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
      <Popup visible={phase !== 'closed'} position={form ? 'center' : 'bottom'} round duration={FADE_MS}
        transition='fe-picker-fade' overlayClassName={`fe-picker-overlay ${phase === 'open' ? '' : 'fe-picker-overlay--closing'}`}
        className={`fe-picker ${form ? 'fe-picker--form' : 'fe-picker--sheet'} ${phase === 'closing' ? 'fe-picker--closing' : ''}`}
        closeOnOverlayClick onOverlayClick={() => { cancel(); return false }}>
        <View className='fe-picker__toolbar' data-testid='picker-toolbar'>
          <View className='fe-picker__cancel' role='button' onClick={cancel}>{t('common.picker.cancel')}</View>
          <View className='fe-picker__title'>{title ?? t('common.picker.title')}</View>
          <View className='fe-picker__confirm' role='button' onClick={confirm}>{t('common.picker.confirm')}</View>
        </View>
        {/* Kept mounted after closing so the wheels stay visible while the popup fades out. */}
        {wheels && <PickerView options={wheels.columns} value={wheels.selected} onChange={onWheel} />}
      </Popup>
    </>
  )
}

/** Observer so a locale switch re-labels the toolbar and wheels. */
export const Picker = observer(PickerImpl)
