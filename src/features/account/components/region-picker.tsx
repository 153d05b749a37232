// Province / city / district picker over @vant/area-data (a maintained national region data package).
// Only the page that edits an address imports this, so the data stays in the mine subpackage.
import { useEffect, useRef, useState } from 'react'
import { Cascader } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'

type AreaOptions = ReturnType<typeof import('@vant/area-data').useCascaderAreaData>

export interface Region {
  code: string
  names: string[]
}

interface Props {
  visible: boolean
  value: string
  onClose: () => void
  onChange: (region: Region) => void
}

/** 110105 → ['110000', '110100', '110105']: the path the cascader needs to show a saved district. */
export function regionPath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return []
  return [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code]
}

/**
 * The region tree. On H5 it is a chunk of its own (~40 KB compressed) fetched when the picker first opens, so the
 * address form loads without it. The mini-program has no lazy chunks: there it is part of the mine subpackage.
 */
function loadAreaOptions(): Promise<AreaOptions> {
  // if/else, not an early return: webpack drops only the dead branch of a constant condition, and a require()
  // after the return would put the data into the H5 page chunk as well.
  if (process.env.TARO_ENV === 'h5') {
    return import('@vant/area-data').then((m) => m.useCascaderAreaData())
  } else {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return Promise.resolve((require('@vant/area-data') as typeof import('@vant/area-data')).useCascaderAreaData())
  }
}

function RegionPickerImpl({ visible, value, onClose, onChange }: Props) {
  const [options, setOptions] = useState<AreaOptions | null>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!visible || options) return
    let current = true
    // A chunk that fails to arrive closes the picker; tapping the region cell again retries.
    loadAreaOptions().then((loaded) => { if (current) setOptions(loaded) }, () => { if (current) close.current() })
    return () => { current = false }
  }, [visible, options])
  if (!options) return null
  return (
    <Cascader visible={visible} value={regionPath(value)} options={options} title={t('mine.address.regionTitle')}
      closeable onClose={onClose}
      onChange={(_, path) => {
        const last = path[path.length - 1]
        if (!last || last.children?.length) return
        onChange({ code: String(last.value), names: path.map((node) => String(node.text)) })
        onClose()
      }} />
  )
}

export const RegionPicker = observer(RegionPickerImpl)
