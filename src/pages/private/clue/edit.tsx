// 跟进线索: without an id, a new lead's form; with one, the lead (status, converted orders), its fields to edit, a
// follow-up to add and the follow-ups so far.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LeadDetail } from '@contract/sales/shapes'
import { salesMessages } from '@/locales/sales'
import { registerMessages, t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { showToast } from '@/shared/toast'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { createLead, getLead, updateLead } from '@/features/sales/api'
import { LeadForm } from '@/features/sales/components/lead-form'
import { LeadNotes } from '@/features/sales/components/lead-notes'
import { draftOf, emptyLead, leadInput } from '@/features/sales/lead-form'
import '@/features/sales/components/sales-page.scss'
import '@/features/sales/components/sales-card.scss'

registerMessages(salesMessages)

function NewLead() {
  return (
    <LeadForm initial={emptyLead} onSave={async (draft) => {
      const lead = await createLead(leadInput(draft))
      void showToast(t('sales.leads.saved'))
      redirectToPage('pages/private/clue/edit', { id: lead.id })
    }} />
  )
}

function ExistingLead({ id }: { id: number }) {
  const remote = useRemote(() => getLead(id), [id])
  const [detail, setDetail] = useState<LeadDetail>()
  useEffect(() => { if (remote.data) setDetail(remote.data) }, [remote.data])
  return (
    <RemoteView remote={remote}>
      {() => detail && (
        <View data-testid='lead-detail' data-status={detail.lead.status}>
          <View className='sales-card'>
            <View className='sales-card__head'>
              <Text className='sales-card__title'>{detail.lead.name}</Text>
              <Text className={`sales-card__state sales-card__state--${detail.lead.status}`} data-testid='lead-status'>
                {t(`sales.leads.status.${detail.lead.status}`)}
              </Text>
            </View>
            {detail.lead.status === 'converted' && <Text className='sales-card__line'>{t('sales.leads.orders', { n: detail.orders })}</Text>}
          </View>
          <LeadForm key={detail.lead.updatedAt} initial={draftOf(detail.lead)} onSave={async (draft) => {
            const lead = await updateLead(id, leadInput(draft))
            setDetail({ ...detail, lead })
            void showToast(t('sales.leads.saved'))
          }} />
          <LeadNotes detail={detail} onChange={setDetail} />
        </View>
      )}
    </RemoteView>
  )
}

function ClueEditPage() {
  usePageTitle('clueEdit')
  const params = useRouteParams('pages/private/clue/edit')
  return <View className='sales-page'>{params?.id ? <ExistingLead id={params.id} /> : <NewLead />}</View>
}

export default observer(ClueEditPage)
