// The exam screen (exam/examining, challenge/examining): the timer from the server, one question at a time with
// previous / next, the answer sheet, an autosave indicator, and hand-in with a confirmation. Answers are saved one
// by one and queued while offline; at zero the paper is handed in (the server has done so already).
import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { AttemptSheet } from '@contract/exams/shapes'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { BusinessRefusal } from '@/shared/request'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { ariaButton } from '@/shared/ui/aria'
import { submitAttempt } from '../api'
import { ExamRun } from '../exam-run'
import { durationText } from '../format'
import { useLeaveRecord } from '../use-leave-record'
import { Navigator } from './navigator'
import { QuestionCard } from './question-card'

export type FinishedRoute = 'pages/course/exam/finished' | 'pages/course/document/challenge/finished'

async function handIn(run: ExamRun, finished: FinishedRoute) {
  await run.flush()
  try {
    await submitAttempt(run.sheet.id)
  } catch (err) {
    if (!(err instanceof BusinessRefusal)) throw err
    await showToast(t('exams.run.timeUp'))
  }
  run.dispose()
  redirectToPage(finished, { id: run.sheet.id })
}

const SaveIndicator = observer(function SaveIndicator({ run }: { run: ExamRun }) {
  return (
    <View role='status' data-testid='exam-save' data-state={run.saveState}>
      <Text className={`ex-save ex-save--${run.saveState}`}>{t(`exams.run.${run.saveState}`)}</Text>
    </View>
  )
})

function useCountdown(run: ExamRun, finished: FinishedRoute) {
  useEffect(() => {
    const timer = setInterval(() => {
      run.tick()
      if (run.remainingSec === 0) {
        clearInterval(timer)
        void handIn(run, finished).catch(() => undefined)
      }
    }, 1000)
    return () => clearInterval(timer)
  }, [run, finished])
}

function ExamScreenImpl({ sheet, finished }: { sheet: AttemptSheet; finished: FinishedRoute }) {
  const run = useMemo(() => new ExamRun(sheet), [sheet])
  const [sheetOpen, setSheetOpen] = useState(false)
  useCountdown(run, finished)
  useLeaveRecord(run)
  useEffect(() => () => run.dispose(), [run])
  const submit = useAction(async () => {
    const left = sheet.questions.length - run.answeredCount
    const content = left > 0 ? t('exams.run.confirmUnanswered', { n: left }) : t('exams.run.confirmSubmit')
    if (await confirmAction({ content })) await handIn(run, finished)
  })
  const q = run.question
  return (
    <View className='ex-page ex-page--bar' data-testid='exam-screen' data-attempt={sheet.id}>
      <View className='ex-top'>
        <Text className='ex-top__progress'>{t('exams.run.progress', { n: run.current + 1, total: sheet.questions.length })}</Text>
        <View role='timer' data-testid='exam-timer'>
          <Text className='ex-top__timer'>{t('exams.run.remaining', { time: durationText(run.remainingSec) })}</Text>
        </View>
        <SaveIndicator run={run} />
      </View>
      {run.closed ? <Text className='ex-note'>{t('exams.run.closed')}</Text> : null}
      <QuestionCard key={q.id} question={q} index={run.current} value={run.answers[String(q.id)] ?? []} onChange={(v) => run.answer(q.id, v)} />
      {sheetOpen ? <Navigator run={run} onPick={() => setSheetOpen(false)} /> : null}
      <View className='ex-bar'>
        <Button size='small' disabled={run.current === 0} {...ariaButton(run.current === 0)} onClick={() => run.go(run.current - 1)} data-testid='exam-prev'>{t('exams.run.prev')}</Button>
        <Button size='small' onClick={() => setSheetOpen(!sheetOpen)} data-testid='exam-sheet'>{t('exams.run.sheet')}</Button>
        {run.current < sheet.questions.length - 1
          ? <Button size='small' type='primary' onClick={() => run.go(run.current + 1)} data-testid='exam-next'>{t('exams.run.next')}</Button>
          : null}
        <Button size='small' type='primary' loading={submit.busy} onClick={() => void submit.run()} data-testid='exam-submit'>{t('exams.run.submit')}</Button>
      </View>
    </View>
  )
}

export const ExamScreen = observer(ExamScreenImpl)
