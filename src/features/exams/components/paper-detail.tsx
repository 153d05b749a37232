// A paper before it is taken (exam/detail, challenge/exam): rules, window, the start (or resume) button, the
// learner's past attempts, and for a challenge the leaderboard. A formal exam asks for a confirmation first.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { AttemptSummary, LeaderboardEntry, PaperDetail } from '@contract/exams/shapes'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateTimeText } from '@/shared/time'
import { Pill } from '@/shared/ui/pill'
import { useAction } from '@/shared/use-action'
import { startAttempt } from '../api'
import { Leaderboard } from './leaderboard'

function startLabel(paper: PaperDetail) {
  if (paper.openAttemptId !== null) return t('exams.paper.resume')
  if (paper.mode === 'challenge') return t(paper.attempts ? 'exams.challenge.again' : 'exams.challenge.start')
  return t(paper.attempts ? 'exams.paper.again' : 'exams.paper.start')
}

function blockedText(paper: PaperDetail) {
  return paper.mode === 'formal' && paper.attempts > 0 ? t('exams.paper.used') : t('exams.paper.closed')
}

const HistoryRow = observer(function HistoryRow({ attempt, challenge }: { attempt: AttemptSummary; challenge: boolean }) {
  const open = () => openPage(challenge ? 'pages/course/document/challenge/finished' : 'pages/course/exam/finished', { id: attempt.id })
  const verdict = attempt.passed === null ? 'pending' : attempt.passed ? 'passed' : 'failed'
  return (
    <View className='ex-history' role='link' data-testid='exam-history' onClick={open}>
      <Text>{dateTimeText(attempt.submittedAt)}</Text>
      <Text className='ex-history__score'>{t('exams.result.score', { score: attempt.score ?? 0, total: attempt.totalScore })}</Text>
      <Text className={`ex-verdict ex-verdict--${verdict}`}>{t(`exams.result.${verdict}`)}</Text>
    </View>
  )
})

function PaperDetailImpl({ paper, board }: { paper: PaperDetail; board?: LeaderboardEntry[] }) {
  const challenge = paper.mode === 'challenge'
  const start = useAction(async () => {
    if (paper.mode === 'formal' && paper.openAttemptId === null && !(await confirmAction({ content: t('exams.paper.confirmStart') }))) return
    const sheet = await startAttempt(paper.id)
    openPage(challenge ? 'pages/course/document/challenge/examining' : 'pages/course/exam/examining', { id: sheet.id })
  })
  return (
    <View className='ex-page ex-page--bar' data-testid='exam-detail' data-mode={paper.mode}>
      <View className='ex-section'>
        <View className='ex-card__line'>
          <Text className='ex-section__title'>{paper.title}</Text>
          <Pill tone={paper.mode === 'formal' ? 'green' : 'grey'}>{t(`exams.modes.${paper.mode}`)}</Pill>
        </View>
        <Text className='ex-muted'>
          {[t('exams.paper.questions', { n: paper.questionCount }), t('exams.paper.total', { n: paper.totalScore }),
            t('exams.paper.pass', { n: paper.passScore }), t('exams.paper.minutes', { n: Math.round(paper.durationSec / 60) })].join(' · ')}
        </Text>
        {paper.opensAt && paper.closesAt
          ? <Text className='ex-muted'>{t('exams.paper.window', { from: dateTimeText(paper.opensAt), to: dateTimeText(paper.closesAt) })}</Text>
          : null}
        {paper.description ? <Text className='ex-description'>{paper.description}</Text> : null}
        {paper.mode === 'formal' ? <Text className='ex-note'>{t('exams.paper.formalNote')}</Text> : null}
      </View>
      {board ? <Leaderboard entries={board} /> : null}
      {paper.history.length ? (
        <View className='ex-section'>
          <Text className='ex-section__title'>{t('exams.paper.history')}</Text>
          {paper.history.map((a) => <HistoryRow key={a.id} attempt={a} challenge={challenge} />)}
        </View>
      ) : null}
      <View className='ex-bar'>
        {paper.canStart
          ? <Button type='primary' block loading={start.busy} onClick={() => void start.run()} data-testid='exam-start'>{startLabel(paper)}</Button>
          : <Text className='ex-muted' data-testid='exam-blocked'>{blockedText(paper)}</Text>}
      </View>
    </View>
  )
}

export const PaperDetailView = observer(PaperDetailImpl)
