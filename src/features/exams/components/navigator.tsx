// The answer sheet: one cell per question, answered ones filled, the current one outlined; a tap jumps there.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import type { ExamRun } from '../exam-run'

function NavigatorImpl({ run, onPick }: { run: ExamRun; onPick?: () => void }) {
  return (
    <View className='ex-nav' data-testid='exam-navigator'>
      <Text className='ex-nav__title'>{t('exams.run.sheet')} · {t('exams.run.answered', { n: run.answeredCount, total: run.sheet.questions.length })}</Text>
      <View className='ex-nav__grid'>
        {run.sheet.questions.map((q, i) => {
          const cls = ['ex-nav__cell', run.isAnswered(q.id) ? 'ex-nav__cell--done' : '', i === run.current ? 'ex-nav__cell--current' : '']
          return (
            <View
              key={q.id} className={cls.join(' ')} role='button' aria-label={t('exams.run.progress', { n: i + 1, total: run.sheet.questions.length })}
              aria-current={i === run.current} data-testid='exam-nav-cell' onClick={() => { run.go(i); onPick?.() }}
            >
              <Text>{i + 1}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

export const Navigator = observer(NavigatorImpl)
