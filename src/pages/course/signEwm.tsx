// 签到二维码: the teacher's rotating check-in code for one session (?id=), with its six digits, the countdown to
// the next code and the live attendance count. A learner checks in by scanning it or typing the digits.
import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SessionAttendance } from '@contract/classroom/teacher-shapes'
import { teachingMessages } from '@/locales/teaching'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { Empty } from '@/shared/ui/empty'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { useRouteParams } from '@/shared/use-route-params'
import { getSessionAttendance } from '@/features/teaching/api'
import { CheckInPanel } from '@/features/teaching/components/check-in-panel'
import { useRotatingCode } from '@/features/teaching/rotating-code'
import { sessionPhase, sessionTimeText } from '@/features/teaching/session-text'
import './signEwm.scss'

registerMessages(teachingMessages)

function LiveCode({ attendance, shown }: { attendance: SessionAttendance; shown: boolean }) {
  const { session } = attendance
  const state = useRotatingCode(session.id, shown)
  const title = `${session.className} · ${session.title}`
  return (
    <View>
      <CheckInPanel state={state} title={title} />
      <View className='sign-ewm__time'>{sessionTimeText(session)}</View>
    </View>
  )
}

function SignEwmPage() {
  usePageTitle('signEwm')
  const params = useRouteParams('pages/course/signEwm')
  const [shown, setShown] = useState(true)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  const remote = useRemote(() => (params ? getSessionAttendance(params.id) : Promise.resolve(undefined)), [params?.id])
  if (!params) return <InvalidLink />
  return (
    <View className='sign-ewm' data-testid='sign-ewm'>
      <RemoteView remote={remote}>
        {(attendance) => (['ended', 'cancelled'].includes(sessionPhase(attendance.session))
          ? <Empty title={t('teaching.checkIn.ended')} description={sessionTimeText(attendance.session)} />
          : <LiveCode attendance={attendance} shown={shown} />)}
      </RemoteView>
    </View>
  )
}

export default observer(SignEwmPage)
