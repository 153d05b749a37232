// 课程班级: the course's offline classes (city, dates, timetable, where each stands, seats left), as the catalog has
// them; the learner's own classes are in 班级列表.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GoodsClass } from '@contract/catalog/schemas'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { Pill } from '@/shared/ui/pill'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getCourseGoods } from '@/features/coursework/api'
import '@/features/coursework/coursework.scss'

registerMessages(courseworkMessages)

const ClassRow = observer(function ClassRow({ cls }: { cls: GoodsClass }) {
  return (
    <View className='cw-row' data-testid='doc-class'>
      <View className='cw-row__main'>
        <Text className='cw-row__title'>{`${cls.name} · ${cls.city}`}</Text>
        <Text className='cw-muted'>{`${cls.startDate} ~ ${cls.endDate}`}</Text>
        {cls.schedule ? <Text className='cw-muted'>{cls.schedule}</Text> : null}
      </View>
      <View className='cw-row__side'>
        <Pill tone={cls.status === 'ended' || cls.status === 'off_sale' ? 'grey' : 'green'}>{t(`coursework.classes.status.${cls.status}`)}</Pill>
        <Text className='cw-muted'>{t('coursework.classes.seats', { n: cls.seatsLeft })}</Text>
      </View>
    </View>
  )
})

const Classes = observer(function Classes({ goodsId }: { goodsId: number }) {
  const remote = useRemote(() => getCourseGoods(goodsId), [goodsId])
  return (
    <View className='cw-page' data-testid='doc-classes'>
      <RemoteView remote={remote}>
        {(goods) => goods.classes.length === 0
          ? <Empty title={t('coursework.classes.empty')} />
          : <>{goods.classes.map((cls) => <ClassRow key={cls.id} cls={cls} />)}</>}
      </RemoteView>
    </View>
  )
})

function ClassPage() {
  usePageTitle('documentClass')
  const params = useRouteParams('pages/course/document/class')
  return params ? <Classes goodsId={params.id} /> : <InvalidLink />
}

export default observer(ClassPage)
