// The head of a result: score out of the total, passed / not passed / being marked, time taken, and what the judges
// will see (handed in by the clock, times the candidate left the app).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AttemptResult } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'
import { durationText } from '../format'

function verdict(result: AttemptResult) {
  if (result.passed === null) return { text: t('exams.result.pending'), tone: 'pending' }
  return result.passed ? { text: t('exams.result.passed'), tone: 'passed' } : { text: t('exams.result.failed'), tone: 'failed' }
}

function ResultSummaryImpl({ result }: { result: AttemptResult }) {
  const v = verdict(result)
  return (
    <View className='ex-summary' data-testid='exam-result' data-passed={String(result.passed)}>
      <Text className='ex-summary__paper'>{result.paperTitle}</Text>
      <Text className='ex-summary__score' data-testid='exam-score'>
        {t('exams.result.score', { score: result.score ?? 0, total: result.totalScore })}
      </Text>
      <Text className={`ex-verdict ex-verdict--${v.tone}`}>{v.text}</Text>
      <Text className='ex-muted'>{t('exams.result.duration', { time: durationText(result.durationSec) })}</Text>
      {result.pendingCount > 0 ? <Text className='ex-muted'>{t('exams.result.pendingHint', { n: result.pendingCount })}</Text> : null}
      {result.autoSubmitted ? <Text className='ex-muted'>{t('exams.result.autoSubmitted')}</Text> : null}
      {result.leaveCount > 0 ? <Text className='ex-muted'>{t('exams.result.leaves', { n: result.leaveCount })}</Text> : null}
    </View>
  )
}

export const ResultSummary = observer(ResultSummaryImpl)
