// 商品协议: every purchase agreement, or one of them when opened with ?id=N.
import { useReachBottom } from '@tarojs/taro'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { mineMessages } from '@/locales/mine'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { RemoteView } from '@/shared/ui/remote-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { dateText } from '@/shared/time'
import { useRouteParams } from '@/shared/use-route-params'
import { getGoodsAgreement, listGoodsAgreements } from '@/features/account/api'
import { AgreementBody } from '@/features/account/components/agreement-body'
import { usePageTitle } from '@/shared/page-title'

registerMessages(mineMessages)

function AgreementList() {
  const list = usePagedList((page, size) => listGoodsAgreements({ page, size }))
  useReachBottom(list.loadMore)
  return (
    <PagedListView list={list} emptyTitle={t('mine.agreements.empty')}>
      {(items) => (
        <View data-testid='goods-agreements'>
    <CellGroup className='goods-agreements'>
          {items.map((item) => (
            <Cell key={item.id} title={item.title} description={dateText(item.updatedAt)} clickable extra='›'
              onClick={() => openPage('pages/mine/goodsAgreement', { id: item.id })} />
          ))}
        </CellGroup>
    </View>
      )}
    </PagedListView>
  )
}

function OneAgreement({ id }: { id: number }) {
  const remote = useRemote(() => getGoodsAgreement(id), [id])
  return <RemoteView remote={remote}>{(agreement) => <AgreementBody agreement={agreement} />}</RemoteView>
}

function GoodsAgreementPage() {
  usePageTitle('goodsAgreement')
  const id = useRouteParams('pages/mine/goodsAgreement')?.id
  return id ? <OneAgreement id={id} /> : <AgreementList />
}

export default observer(GoodsAgreementPage)
