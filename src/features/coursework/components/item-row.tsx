// One lesson in a catalogue: kind, title, length or where the learner stopped, done or locked. A locked lesson
// offers the course page (buy) instead of opening.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { DocItemSummary } from '@contract/classroom/documents-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { showToast } from '@/shared/toast'
import { Pill } from '@/shared/ui/pill'
import { clock } from '../catalogue'
import '../coursework.scss'

function statusText(item: DocItemSummary): string {
  if (!item.open) return t('coursework.item.locked')
  if (item.completed) return t('coursework.item.done')
  if (item.kind === 'video' && item.positionSec > 0) return t('coursework.item.resume', { time: clock(item.positionSec) })
  if (item.kind === 'video') return t('coursework.item.minutes', { n: Math.max(1, Math.round(item.durationSec / 60)) })
  return ''
}

function ItemRowImpl({ item }: { item: DocItemSummary }) {
  const open = () => {
    if (item.open) openPage('pages/course/document/introductionItem', { id: item.id })
    else void showToast(t('coursework.item.locked'))
  }
  return (
    <View className={`cw-item ${item.open ? '' : 'cw-item--locked'}`} data-testid='doc-item' data-open={item.open ? 'yes' : 'no'}
      role='button' onClick={open}>
      <Pill tone={item.open ? 'green' : 'grey'}>{t(`coursework.kinds.${item.kind}`)}</Pill>
      <Text className='cw-item__title'>{item.title}</Text>
      {item.free && !item.completed ? <Pill tone='grey'>{t('coursework.item.free')}</Pill> : null}
      <Text className={`cw-item__status ${item.completed ? 'cw-item__status--done' : ''}`}>{statusText(item)}</Text>
    </View>
  )
}

export const ItemRow = observer(ItemRowImpl)
