// During a formal attempt, each time the candidate leaves the app (mini-program onAppHide; on H5 Taro turns the
// page's visibilitychange into the same event) the server records it for the judges. Saving the queued answers
// at the same moment keeps them safe if the app is then closed.
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import type { LeaveSource } from '@contract/exams/constants'
import { recordLeave } from './api'
import type { ExamRun } from './exam-run'

const SOURCE: LeaveSource = process.env.TARO_ENV === 'weapp' ? 'app_hide' : 'visibility'

export function useLeaveRecord(run: ExamRun | null) {
  useEffect(() => {
    if (!run) return undefined
    const onHide = () => {
      void run.flush()
      if (run.sheet.mode === 'formal' && !run.closed) recordLeave(run.sheet.id, SOURCE).catch(() => undefined)
    }
    Taro.onAppHide?.(onHide)
    return () => Taro.offAppHide?.(onHide)
  }, [run])
}
