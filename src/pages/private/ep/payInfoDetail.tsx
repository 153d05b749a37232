// 结算单明细: one statement of the organisation with its lines (?id= the statement).
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { settlementMessages } from '@/locales/settlement'
import { registerMessages } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getOrgStatement } from '@/features/settlement/api'
import { StatementView } from '@/features/settlement/components/statement-view'
import '@/features/settlement/components/settlement.scss'

registerMessages(settlementMessages)

function StatementDetail({ id }: { id: number }) {
  const statement = useRemote(() => getOrgStatement(id), [id])
  return <RemoteView remote={statement}>{(s) => <StatementView statement={s} />}</RemoteView>
}

function PayInfoDetailPage() {
  usePageTitle('epPayInfoDetail')
  const id = useRouteParams('pages/private/ep/payInfoDetail')?.id
  return <View className='settle-page'>{id ? <StatementDetail id={id} /> : <InvalidLink />}</View>
}

export default observer(PayInfoDetailPage)
