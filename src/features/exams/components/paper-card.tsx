// A paper in a list: title, mode, size, and where the learner stands; a tap opens its detail (exam or challenge).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PaperSummary } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { Pill } from '@/shared/ui/pill'

export function openPaper(paper: Pick<PaperSummary, 'id' | 'mode'>) {
  if (paper.mode === 'challenge') openPage('pages/course/document/challenge/exam', { id: paper.id })
  else openPage('pages/course/exam/detail', { id: paper.id })
}

function PaperCardImpl({ paper }: { paper: PaperSummary }) {
  return (
    <View className='ex-card' role='link' data-testid='exam-paper' data-mode={paper.mode} onClick={() => openPaper(paper)}>
      <View className='ex-card__line'>
        <Text className='ex-card__title'>{paper.title}</Text>
        <Pill tone={paper.mode === 'formal' ? 'green' : 'grey'} solid={paper.mode === 'formal'}>{t(`exams.modes.${paper.mode}`)}</Pill>
      </View>
      <Text className='ex-muted'>
        {[t('exams.paper.questions', { n: paper.questionCount }), t('exams.paper.total', { n: paper.totalScore }),
          t('exams.paper.minutes', { n: Math.round(paper.durationSec / 60) })].join(' · ')}
      </Text>
      {paper.attempts > 0 ? (
        <Text className='ex-muted'>
          {t('exams.paper.attempts', { n: paper.attempts })}{paper.bestScore !== null ? ` · ${t('exams.paper.best', { n: paper.bestScore })}` : ''}
        </Text>
      ) : null}
    </View>
  )
}

export const PaperCard = observer(PaperCardImpl)
