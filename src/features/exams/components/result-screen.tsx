// A handed-in attempt (exam/finished, challenge/finished, exam/historyDetail): the summary, then either the whole
// review or only the questions not answered right, with the way on to the wrong-answer book.
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { AttemptResult } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { ResultSummary } from './result-summary'
import { ReviewList } from './review-list'

function ResultScreenImpl({ result, wrongOnly }: { result: AttemptResult; wrongOnly: boolean }) {
  const practice = result.mode !== 'formal'
  return (
    <View className='ex-page' data-testid={wrongOnly ? 'exam-wrong-analysis' : 'exam-finished'}>
      <ResultSummary result={result} />
      <View className='ex-actions'>
        {!wrongOnly && result.reviewOpen ? (
          <Button size='small' onClick={() => openPage('pages/course/exam/historyDetail', { id: result.id })} data-testid='exam-open-wrong'>
            {t('exams.result.wrongOnly')}
          </Button>
        ) : null}
        {practice ? (
          <Button size='small' type='primary' onClick={() => openPage('pages/course/exam/wrongBook')} data-testid='exam-open-book'>
            {t('exams.result.toBook')}
          </Button>
        ) : null}
      </View>
      <Text className='ex-section__title ex-section__title--page'>{t(wrongOnly ? 'exams.result.wrongOnly' : 'exams.result.allReview')}</Text>
      <ReviewList result={result} wrongOnly={wrongOnly} />
    </View>
  )
}

export const ResultScreen = observer(ResultScreenImpl)
