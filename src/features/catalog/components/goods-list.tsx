import { observer } from 'mobx-react'
import type { GoodsSummary } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { PagedListView } from '@/shared/ui/paged-list-view'
import type { PagedList } from '@/shared/use-paged-list'
import { GoodsCard } from './goods-card'

interface Props {
  list: PagedList<GoodsSummary>
  keyword?: string
}

function GoodsListImpl({ list, keyword }: Props) {
  return (
    <PagedListView list={list} emptyTitle={t('catalog.empty')} emptyDescription={t('catalog.emptyDesc')}>
      {(items) => items.map((goods) => (
        <GoodsCard key={goods.id} goods={goods} keyword={keyword} onClick={() => openPage('pages/course/courseDetail', { id: goods.id })} />
      ))}
    </PagedListView>
  )
}

export const GoodsList = observer(GoodsListImpl)
