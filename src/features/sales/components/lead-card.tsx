// One lead: name and phone, source, status, and the next follow-up (marked when it is due); opens the lead.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Lead } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateText } from '@/shared/time'
import './sales-card.scss'

function LeadCardImpl({ item }: { item: Lead }) {
  return (
    <View className='sales-card' data-testid='sales-lead' data-lead-id={item.id} data-status={item.status}
      onClick={() => openPage('pages/private/clue/edit', { id: item.id })}>
      <View className='sales-card__head'>
        <Text className='sales-card__title'>{`${item.name} ${item.phone}`}</Text>
        {item.followDue && <Text className='sales-card__state sales-card__state--due'>{t('sales.leads.due')}</Text>}
        <Text className={`sales-card__state sales-card__state--${item.status}`}>{t(`sales.leads.status.${item.status}`)}</Text>
      </View>
      <View className='sales-card__line'>
        <Text className='sales-card__part'>{t(`sales.leads.source.${item.source}`)}</Text>
        {item.nextFollowAt && <Text className='sales-card__part'>{t('sales.leads.nextFollow', { when: dateText(item.nextFollowAt) })}</Text>}
      </View>
    </View>
  )
}

export const LeadCard = observer(LeadCardImpl)
