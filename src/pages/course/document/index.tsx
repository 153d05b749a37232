// 课程学习: one online course's home: progress, the lesson to continue, and the ways into the course (contents,
// details, introduction by chapter, handouts, homework, progress, classes).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { courseworkMessages } from '@/locales/coursework'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import type { RoutePath } from '@/shared/routes'
import { useRouteParams } from '@/shared/use-route-params'
import { CourseHead } from '@/features/coursework/components/course-head'
import { CourseScope } from '@/features/coursework/components/course-scope'

registerMessages(courseworkMessages)

const ENTRIES = [
  ['category', 'pages/course/document/category'],
  ['detail', 'pages/course/document/detail'],
  ['introduction', 'pages/course/document/introduction'],
  ['information', 'pages/course/document/information'],
  ['task', 'pages/course/document/task'],
  ['exam', 'pages/course/document/exam'],
  ['class', 'pages/course/document/class']
] as const satisfies readonly (readonly [string, RoutePath])[]

function DocumentIndexPage() {
  usePageTitle('documentIndex')
  const params = useRouteParams('pages/course/document/index')
  return (
    <CourseScope goodsId={params?.id} testId='doc-index'>
      {(catalogue) => (
        <>
          <CourseHead catalogue={catalogue} />
          <View className='cw-menu'>
            {ENTRIES.map(([key, path]) => (
              <View key={key} className='cw-menu__entry' role='link' data-testid={`doc-menu-${key}`}
                onClick={() => openPage(path, { id: catalogue.course.goodsId })}>
                <Text>{t(`coursework.menu.${key}`)}</Text>
              </View>
            ))}
          </View>
        </>
      )}
    </CourseScope>
  )
}

export default observer(DocumentIndexPage)
