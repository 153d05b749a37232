// 动作详情: one move: its picture or video, muscles, function part, tool and unit, cues and common mistakes, how to
// progress and regress (with the linked harder and easier moves), the plans that use it and the user's best.
// Opened without an id it shows the library's first move.
import { Image, Text, View } from '@tarojs/components'
import { Video } from '@/shared/ui/media-elements'
import { observer } from 'mobx-react'
import type { MoveDetail } from '@contract/training/shapes'
import { trainingMessages } from '@/locales/training'
import { assetUrl } from '@/shared/assets'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { imageAlt } from '@/shared/ui/aria'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getMove, listMoves } from '@/features/training/api'
import { MoveRow } from '@/features/training/components/move-row'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

async function loadMove(id: number | undefined): Promise<MoveDetail | null> {
  if (id) return getMove(id)
  const first = (await listMoves({ page: 1, size: 1 })).list[0]
  return first ? getMove(first.id) : null
}

function MoveDetailPage() {
  usePageTitle('moveDetail')
  const params = useRouteParams('pages/action/action/detail')
  const remote = useRemote(() => loadMove(params?.id), [params?.id])
  if (!params) return <InvalidLink />
  return <RemoteView remote={remote}>{(move) => <MoveView move={move} />}</RemoteView>
}

function MoveView({ move }: { move: MoveDetail }) {
  const media = move.media[0]
  const open = (id: number) => openPage('pages/action/action/detail', { id })
  return (
    <View className='tr-page' data-testid='move-detail' data-move-id={move.id}>
      {media?.kind === 'video' ? <Video className='tr-media' src={assetUrl(media.url)} poster={assetUrl(media.poster)} controls />
        : (media || move.cover) ? <Image className='tr-media' src={assetUrl(media?.url ?? move.cover)} mode='aspectFit' {...imageAlt(move.name)} /> : null}
      <View className='tr-section'>
        <Text className='tr-card__title' data-testid='move-name'>{move.name}</Text>
        <Kv label={t('training.move.primary')} value={t(`training.muscles.${move.primaryMuscle}`)} />
        {move.secondaryMuscles.length > 0 && <Kv label={t('training.move.secondary')} value={move.secondaryMuscles.map((m) => t(`training.muscles.${m}`)).join('、')} />}
        <Kv label={t('training.move.function')} value={t(`training.functions.${move.functionPart}`)} />
        <Kv label={t('training.move.tool')} value={t(`training.tools.${move.tool}`)} />
        <Kv label={t('training.move.unit')} value={t(`training.units.${move.unit}`)} />
        <Kv label={t('training.move.record')} value={move.record?.e1rmKg != null ? t('training.move.e1rm', { n: move.record.e1rmKg }) : t('training.move.noRecord')} />
      </View>
      <TextList title={t('training.move.cues')} lines={move.cues} testId='move-cues' />
      <TextList title={t('training.move.mistakes')} lines={move.mistakes} />
      {(move.progressionNote || move.progressions.length > 0 || move.regressions.length > 0) && (
        <View className='tr-section' data-testid='move-progressions'>
          <Text className='tr-section__title'>{t('training.move.progression')}</Text>
          {move.progressionNote && <Text className='tr-list-text'>{move.progressionNote}</Text>}
          {move.progressions.length > 0 && <Text className='tr-muted'>{t('training.move.harder')}</Text>}
          {move.progressions.map((m) => <MoveRow key={m.id} move={m} onClick={() => open(m.id)} />)}
          {move.regressions.length > 0 && <Text className='tr-muted'>{t('training.move.easier')}</Text>}
          {move.regressions.map((m) => <MoveRow key={m.id} move={m} onClick={() => open(m.id)} />)}
        </View>
      )}
      {move.usedBy.length > 0 && (
        <View className='tr-section'>
          <Text className='tr-section__title'>{t('training.move.usedBy')}</Text>
          {move.usedBy.map((use) => (
            <View key={`${use.kind}-${use.id}`} className='tr-kv' role='button' onClick={() => use.kind === 'plan'
              ? openPage('pages/train/editPlan', { id: use.id }) : openPage('pages/action/lixun/detail', { id: use.id })}>{use.name}</View>
          ))}
        </View>
      )}
    </View>
  )
}

function Kv({ label, value }: { label: string; value: string }) {
  return <View className='tr-kv'><Text className='tr-muted'>{label}</Text><Text>{value}</Text></View>
}

function TextList({ title, lines, testId }: { title: string; lines: string[]; testId?: string }) {
  if (lines.length === 0) return null
  return (
    <View className='tr-section' data-testid={testId}>
      <Text className='tr-section__title'>{title}</Text>
      {lines.map((line, i) => <Text key={i} className='tr-list-text'>{i + 1}. {line}</Text>)}
    </View>
  )
}

export default observer(MoveDetailPage)
