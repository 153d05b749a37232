// The pages of one course (pages/course/document/*) load its catalogue the same way: this wrapper reads the `id`
// parameter, loads, and shows loading, error with retry, or the page's content.
import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { DocCatalogue } from '@contract/classroom/documents-shapes'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useOnReturn } from '@/shared/use-on-return'
import { useRemote } from '@/shared/use-remote'
import { getDocCatalogue } from '../api'
import '../coursework.scss'

const Loaded = observer(function Loaded({ goodsId, testId, children }: { goodsId: number; testId: string; children: (c: DocCatalogue) => ReactNode }) {
  const remote = useRemote(() => getDocCatalogue(goodsId), [goodsId])
  // Back from a lesson: its progress changed.
  useOnReturn(() => { void remote.reload() })
  return <View className='cw-page' data-testid={testId}><RemoteView remote={remote}>{children}</RemoteView></View>
})

export function CourseScope({ goodsId, testId, children }: { goodsId: number | undefined; testId: string; children: (c: DocCatalogue) => ReactNode }) {
  return goodsId ? <Loaded goodsId={goodsId} testId={testId}>{children}</Loaded> : <InvalidLink />
}
