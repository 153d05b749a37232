// The sitting of a registration (time, city, venue, address, duration) and its result (score, total, pass mark,
// pass rate), as rows.
import { observer } from 'mobx-react'
import type { ExamResult, ExamSitting } from '@contract/certification/shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { InfoRows } from './info-rows'

export const SittingRows = observer(({ sitting }: { sitting: ExamSitting }) => (
  <InfoRows rows={[
    [t('certification.sitting.time'), dateTimeText(sitting.startsAt), 'sitting-time'],
    [t('certification.sitting.city'), sitting.city],
    [t('certification.sitting.venue'), sitting.venueName],
    [t('certification.sitting.address'), sitting.venueAddress],
    [t('certification.sitting.duration'), t('certification.sitting.minutes', { n: sitting.durationMinutes })]
  ]} />
))

const points = (n: number | null) => (n === null ? t('certification.result.pending') : t('certification.result.points', { n }))

export const ResultRows = observer(({ result }: { result: ExamResult }) => {
  const rows: Array<[string, string, string?]> = [[t('certification.result.score'), points(result.score), 'result-score']]
  if (result.theoryScore !== null) {
    rows.push([t('certification.result.practical'), points(result.practicalScore)], [t('certification.result.theory'), points(result.theoryScore)])
  }
  rows.push(
    [t('certification.result.total'), points(result.total)],
    [t('certification.result.passMark'), points(result.passMark)],
    [t('certification.result.passRate'), result.passRate === null ? '—' : t('certification.result.percent', { n: result.passRate })]
  )
  return <InfoRows rows={rows} />
})
