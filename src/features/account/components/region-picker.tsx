// Province / city / district picker over @vant/area-data (a maintained national region data package).
// Only the page that edits an address imports this, so the data stays in the mine subpackage.
import { useMemo } from 'react'
import { Cascader } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useCascaderAreaData } from '@vant/area-data'
import { t } from '@/shared/i18n'

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

function RegionPickerImpl({ visible, value, onClose, onChange }: Props) {
  const options = useMemo(() => useCascaderAreaData(), [])
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
