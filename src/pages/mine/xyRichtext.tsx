// 协议: the agreement named by the query (?type=user|privacy, or ?id=N for a goods agreement).
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getAgreement, getGoodsAgreement } from '@/features/account/api'
import { AgreementBody } from '@/features/account/components/agreement-body'

function XyRichtextPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const remote = useRemote(() => (id > 0 ? getGoodsAgreement(id) : getAgreement(params.type || 'user')), [params.id, params.type])
  return <RemoteView remote={remote}>{(agreement) => <AgreementBody agreement={agreement} />}</RemoteView>
}

export default observer(XyRichtextPage)
