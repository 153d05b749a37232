// 课程资料: the course's handouts (documents) in one list.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { useRouteParams } from '@/shared/use-route-params'
import { itemsOf } from '@/features/coursework/catalogue'
import { CourseScope } from '@/features/coursework/components/course-scope'
import { ItemRow } from '@/features/coursework/components/item-row'

registerMessages(courseworkMessages)

function InformationPage() {
  usePageTitle('documentInformation')
  const params = useRouteParams('pages/course/document/information')
  return (
    <CourseScope goodsId={params?.id} testId='doc-information'>
      {(catalogue) => {
        const documents = itemsOf(catalogue.chapters).filter((i) => i.kind === 'document')
        if (documents.length === 0) return <Empty title={t('coursework.item.noDocuments')} />
        return <View className='cw-chapter'>{documents.map((item) => <ItemRow key={item.id} item={item} />)}</View>
      }}
    </CourseScope>
  )
}

export default observer(InformationPage)
