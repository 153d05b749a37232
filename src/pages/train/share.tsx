// 分享海报: a poster of a finished session (?sessionId) or an earned achievement (?achievement=code), drawn with the
// app's poster code (features/poster) and carrying a QR code of the 私教宝 tab. Without either it shows the latest
// session.
import { Canvas, Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { posterMessages } from '@/locales/poster'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { pageLink } from '@/shared/platform/page-link'
import { routeUrl } from '@/shared/route-url'
import { imageAlt } from '@/shared/ui/aria'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { PageLoading } from '@/shared/ui/page-loading'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { POSTER_CANVAS_ID, POSTER_SIZE, savePoster, usePoster, type PosterInput } from '@/features/poster/use-poster'
import type { PosterCode } from '@/features/poster/poster-code'
import { getAchievement, getSession, listSessions } from '@/features/training/api'
import '@/features/training/components/training.scss'
import { achievementIcon } from '@/features/training/achievement-icon'

registerMessages(trainingMessages, posterMessages)

const posterStyle = { width: `${POSTER_SIZE.width}px`, height: `${POSTER_SIZE.height}px` }

async function loadPosterText(sessionId?: number, achievement?: string): Promise<Omit<PosterInput, 'brand'> | null> {
  if (achievement) {
    const a = await getAchievement(achievement)
    return { title: `${achievementIcon(a.icon)} ${t('training.share.achievement')}：${a.name}`, price: a.description, originalPrice: '', cover: '' }
  }
  const id = sessionId ?? (await listSessions(1, 1)).list[0]?.id
  if (!id) return null
  const s = await getSession(id)
  return {
    title: `${t('training.share.session')}：${s.name || t('training.training.freeTitle')}`,
    price: `${t('training.logs.sessionSets', { n: s.sets })} · ${t('training.logs.volume', { n: Math.round(s.volumeKg) })}`,
    originalPrice: '', cover: ''
  }
}

function SharePage() {
  usePageTitle('trainShare')
  const params = useRouteParams('pages/train/share')
  const text = useRemote(() => loadPosterText(params?.sessionId, params?.achievement), [params?.sessionId, params?.achievement])
  if (!params) return <InvalidLink />
  if (text.data === null) return <Empty title={t('training.logs.emptyTitle')} />
  return <RemoteView remote={text}>{(input) => <Poster input={{ ...input, brand: t('shell.brand.name') }} />}</RemoteView>
}

const Poster = observer(function Poster({ input }: { input: PosterInput }) {
  const code = useRemote<PosterCode>(async () => ({ kind: 'qr', text: pageLink(routeUrl('pages/entry/train')) }), [])
  const poster = usePoster(input, code)
  const save = useAction(() => savePoster(poster.image, input.title))
  return (
    <View className='tr-page' data-testid='train-share' data-status={poster.status}>
      <Canvas id={POSTER_CANVAS_ID} type='2d' style={{ ...posterStyle, position: 'fixed', left: '-10000px', top: 0 }} />
      <View style={{ display: 'flex', justifyContent: 'center', minHeight: '400px', paddingTop: '20px' }}>
        {poster.status === 'drawing' && <PageLoading text={t('poster.drawing')} />}
        {poster.status === 'error' && <Empty status='error' title={t('poster.failed')} actionText={t('common.action.retry')} onAction={poster.retry} />}
        {poster.status === 'ready' && <Image src={poster.image} style={posterStyle} mode='aspectFit' showMenuByLongpress {...imageAlt(input.title)} data-testid='poster-image' />}
      </View>
      {poster.status === 'ready' && <Text className='tr-muted' style={{ display: 'block', textAlign: 'center' }}>{t('poster.hint')}</Text>}
      <View className='tr-bottom'>
        <Button type='primary' disabled={poster.status !== 'ready'} loading={save.busy} onClick={() => void save.run()}>{t('training.share.save')}</Button>
      </View>
    </View>
  )
})

export default observer(SharePage)
