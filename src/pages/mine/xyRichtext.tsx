// 协议: the agreement named by the query (?type=user|privacy, or ?id=N for a goods agreement).
import { observer } from 'mobx-react'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getAgreement, getGoodsAgreement } from '@/features/account/api'
import { AgreementBody } from '@/features/account/components/agreement-body'
import { usePageTitle } from '@/shared/page-title'

function XyRichtextPage() {
  usePageTitle('agreement')
  const params = useRouteParams('pages/mine/xyRichtext')
  const id = params?.id
  const type = params?.type ?? 'user'
  const remote = useRemote(() => (id ? getGoodsAgreement(id) : getAgreement(type)), [id, type])
  return <RemoteView remote={remote}>{(agreement) => <AgreementBody agreement={agreement} />}</RemoteView>
}

export default observer(XyRichtextPage)
