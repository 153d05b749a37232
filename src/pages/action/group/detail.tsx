// 动作库 (one library): who publishes it, its moves, and subscribing. Opened without an id it shows the first
// library the user can see (the company's).
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { LibrarySummary } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { registerMessages } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getLibrary, listLibraries } from '@/features/training/api'
import { LibraryCard } from '@/features/training/components/library-card'
import { MoveBrowser } from '@/features/training/components/move-browser'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

async function loadLibrary(id: number | undefined): Promise<LibrarySummary | null> {
  if (id) return getLibrary(id)
  return (await listLibraries({ page: 1, size: 1 })).list[0] ?? null
}

function LibraryPage() {
  usePageTitle('moveLibraryInfo')
  const params = useRouteParams('pages/action/group/detail')
  const remote = useRemote(() => loadLibrary(params?.id), [params?.id])
  if (!params) return <InvalidLink />
  return (
    <RemoteView remote={remote}>
      {(library) => (
        <View className='tr-page' data-testid='library-detail'>
          <LibraryCard library={library} onOpen={() => openPage('pages/action/group/detailMore', { libraryId: library.id })} />
          <MoveBrowser libraryId={library.id} onPick={(move) => openPage('pages/action/action/detail', { id: move.id })} />
        </View>
      )}
    </RemoteView>
  )
}

export default observer(LibraryPage)
