// Search and filter moves (by name, muscle, tool, unit; optionally within one library), paged, each row doing what
// the page needs: open the move, or pick it for a plan. Filters are chips at thumb height, one tap each.
import { useEffect, useState, type ReactNode } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { Input, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LOAD_UNITS, MUSCLE_GROUPS, TOOLS, type LoadUnit, type MuscleGroup, type Tool } from '@contract/training/constants'
import type { MoveSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listMoves } from '../api'
import { ChipFilter } from './chip-filter'
import { MoveRow } from './move-row'
import './training.scss'

export interface MoveBrowserProps {
  libraryId?: number
  initialMuscle?: MuscleGroup
  onPick: (move: MoveSummary) => void
  trailing?: (move: MoveSummary) => ReactNode
}

const SEARCH_DELAY_MS = 300

function MoveBrowserImpl({ libraryId, initialMuscle, onPick, trailing }: MoveBrowserProps) {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const [muscle, setMuscle] = useState<MuscleGroup | undefined>(initialMuscle)
  const [tool, setTool] = useState<Tool | undefined>()
  const [unit, setUnit] = useState<LoadUnit | undefined>()
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const list = usePagedList((page, size) => listMoves({ page, size, keyword: keyword || undefined, muscle, tool, unit, libraryId }),
    [keyword, muscle, tool, unit, libraryId], 20)
  useReachBottom(list.loadMore)

  return (
    <View data-testid='move-browser'>
      <View className='tr-search'>
        <Input className='tr-search__input' value={typed} placeholder={t('training.common.search')} aria-label={t('training.common.search')}
          confirmType='search' onInput={(e) => setTyped(e.detail.value)} data-testid='move-search' />
      </View>
      <ChipFilter testId='filter-muscle' options={MUSCLE_GROUPS} value={muscle} onChange={setMuscle} allLabel={t('training.library.filters.muscle')}
        label={(m) => t(`training.muscles.${m}`)} />
      <ChipFilter testId='filter-tool' options={TOOLS} value={tool} onChange={setTool} allLabel={t('training.library.filters.tool')}
        label={(x) => t(`training.tools.${x}`)} />
      <ChipFilter testId='filter-unit' options={LOAD_UNITS} value={unit} onChange={setUnit} allLabel={t('training.library.filters.unit')}
        label={(u) => t(`training.units.${u}`)} />
      <PagedListView list={list} emptyTitle={t('training.library.emptyTitle')} emptyDescription={t('training.library.emptyDesc')}>
        {(items) => items.map((move) => <MoveRow key={move.id} move={move} onClick={() => onPick(move)} trailing={trailing?.(move)} />)}
      </PagedListView>
    </View>
  )
}

export const MoveBrowser = observer(MoveBrowserImpl)
