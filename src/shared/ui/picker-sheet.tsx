// The opened half of the Picker: NutUI's Popup with the toolbar and the wheels, and the draft the wheels move.
// On H5 it is a chunk of its own, fetched when a picker is first tapped (see loadPickerSheet in picker.tsx).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { PickerView, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { draftFromSelection, initialDraft, sameResult, wheelsFor, type PickerConfig, type PickerResult } from '@/shared/picker/picker-columns'
import './picker.scss'

/**
 * On H5 a tab page sits under Taro's tab bar (the page is a stacking context at z-index 0, the bar at 500), so a
 * sheet rendered in the page would open behind the bar, its lowest rows hidden. Rendered in <body> it covers the
 * bar as a sheet does in other apps. The mini-program's window ends above its native tab bar.
 */
const onTopOfTabBar = process.env.TARO_ENV === 'h5' ? () => document.body : undefined

export interface PickerSheetProps {
  /** Shown, fading in, or fading out ('closing'). */
  open: boolean
  closing: boolean
  /** A centred popup form (large screens) rather than a bottom sheet. */
  form: boolean
  fadeMs: number
  title?: string
  config: PickerConfig
  value: unknown
  /** Counts the openings: each one starts the wheels again from `value`. */
  opening: number
  onCancel: () => void
  onConfirm: (draft: PickerResult | undefined) => void
}

function PickerSheetImpl({ open, closing, form, fadeMs, title, config, value, opening, onCancel, onConfirm }: PickerSheetProps) {
  const [draft, setDraft] = useState<PickerResult>()
  const [draftOf, setDraftOf] = useState(0)
  if (open && draftOf !== opening) {
    setDraftOf(opening)
    setDraft(initialDraft(config, value))
  }
  const wheels = useMemo(() => (draft === undefined ? undefined : wheelsFor(config, draft)), [config, draft])
  // The Popup fades in only when it was mounted closed first, which the first opening does not give it.
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(open), [open])
  // PickerView reports every wheel move (and once on mount); normalising here pulls the day back, snaps to
  // start/end and reshapes the columns. Unchanged values keep the old state so the loop settles.
  const onWheel = useCallback(({ value: selection }: { value: (string | number | null)[] }) => {
    const next = draftFromSelection(config, selection)
    setDraft((prev) => (sameResult(prev, next) ? prev : next))
  }, [config])

  return (
    <Popup visible={visible} portal={onTopOfTabBar} position={form ? 'center' : 'bottom'} round duration={fadeMs}
      transition='fe-picker-fade' overlayClassName={`fe-picker-overlay ${closing ? 'fe-picker-overlay--closing' : ''}`}
      className={`fe-picker ${form ? 'fe-picker--form' : 'fe-picker--sheet'} ${closing ? 'fe-picker--closing' : ''}`}
      closeOnOverlayClick onOverlayClick={() => { onCancel(); return false }}>
      <View className='fe-picker__toolbar' data-testid='picker-toolbar'>
        <View className='fe-picker__cancel' role='button' onClick={onCancel}>{t('common.picker.cancel')}</View>
        <View className='fe-picker__title'>{title ?? t('common.picker.title')}</View>
        <View className='fe-picker__confirm' role='button' onClick={() => onConfirm(draft)}>{t('common.picker.confirm')}</View>
      </View>
      {/* Mounted once the popup shows (the wheels measure their rows), and kept while it fades out. */}
      {visible && wheels && <PickerView options={wheels.columns} value={wheels.selected} onChange={onWheel} />}
    </Popup>
  )
}

/** Observer so a locale switch re-labels the toolbar and wheels. */
export const PickerSheet = observer(PickerSheetImpl)
