// What the detail pages of the about content share (teacher, story, partner): load one item by the route's id,
// a skeleton while it loads, the error state with retry, and sharing it in the mini-program under its own title.
import type { ReactNode } from 'react'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { DetailSkeleton } from './about-skeleton'

interface Props<T> {
  id: number
  load: (id: number) => Promise<T>
  /** The share card: the item's own title once loaded, the page's title before. */
  share: (item: T | undefined) => { title: string; path: string }
  children: (item: NonNullable<T>) => ReactNode
}

function DetailPageImpl<T>({ id, load, share, children }: Props<T>) {
  const remote = useRemote(() => load(id), [id])
  useShareAppMessage(() => share(remote.data))
  return <RemoteView remote={remote} placeholder={<DetailSkeleton />}>{children}</RemoteView>
}

export const DetailPage = observer(DetailPageImpl) as <T>(props: Props<T>) => JSX.Element
