// Namespace `coursework` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const coursework: Translation<typeof source> = {
  courses: {
    owned: 'Purchased',
    notOwned: 'Not purchased',
    free: '{n} free to preview',
    progress: 'Done {done}/{total}',
    empty: 'No online courses yet',
    emptyHint: 'Buy an online course to watch its videos and read its handouts here'
  },
  menu: {
    category: 'Contents',
    detail: 'Course details',
    introduction: 'Introduction',
    information: 'Materials',
    task: 'Homework',
    exam: 'Progress',
    class: 'Classes'
  },
  kinds: { video: 'Video', document: 'Handout', text: 'Reading' },
  item: {
    locked: 'Buy to unlock',
    free: 'Preview',
    done: 'Done',
    resume: 'Stopped at {time}',
    minutes: '{n} min',
    sections: '{n} sections',
    items: '{n} lessons',
    continue: 'Continue',
    start: 'Start learning',
    buy: 'Buy the course',
    openDocument: 'Open handout',
    documentHint: 'Handout links work for 10 minutes; come back and open it again after that',
    noSeekAhead: 'No skipping ahead on first viewing',
    seekRefused: 'No skipping ahead on first viewing: back to where you were',
    empty: 'Nothing in this section yet',
    noDocuments: 'This course has no handouts yet',
    resumed: 'Playing on from where you stopped',
    completed: 'Lesson completed',
    allDone: 'All done',
    progressOf: '{title}: {done}/{total}'
  },
  classes: {
    empty: 'This course has no classes',
    seats: '{n} seats left',
    status: { upcoming: 'Upcoming', ongoing: 'In progress', ended: 'Ended', full: 'Full', off_sale: 'Off sale' }
  },
  homework: {
    states: { not_done: 'Not done', submitted: 'Submitted', pending: 'Being graded', approved: 'Approved', rejected: 'Rejected' },
    due: 'Due {date}',
    noDue: 'No deadline',
    score: '{n} pts',
    scoreLabel: 'Score',
    comment: "Teacher's comment",
    myAnswer: 'My answer',
    attempt: 'Attempt {n}',
    submittedAt: 'Submitted {date}',
    gradedAt: 'Graded {date}',
    submit: 'Submit',
    resubmit: 'Submit again',
    edit: 'Edit answer',
    empty: 'No homework yet',
    emptyHint: 'Homework your teachers set will show here',
    locked: 'Your answer is being graded or was approved; it can no longer be changed',
    textLabel: 'Answer',
    textPlaceholder: 'Write your answer',
    images: 'Photos (up to {n})',
    addImage: 'Add photo',
    video: 'Video (60 s at most)',
    addVideo: 'Add video',
    remove: 'Remove',
    needContent: 'Write an answer or add a photo or video',
    submitted: 'Homework submitted'
  },
  grading: {
    classes: 'My classes',
    toGrade: '{n} to grade',
    noneToGrade: 'Nothing to grade',
    emptyClasses: 'No classes yet',
    emptyClassesHint: 'Once you teach a class, your learners\' homework shows here',
    emptyTasks: 'This class has no homework yet',
    emptySubmissions: 'No answers yet',
    submittedCount: '{n} handed in',
    subject: 'Assignment',
    answers: 'Answers',
    startGrading: 'Grade next',
    learner: 'Learner',
    approve: 'Approve',
    reject: 'Reject',
    scorePlaceholder: '0-100',
    commentPlaceholder: 'Comment (required to reject)',
    needScore: 'Enter a score from 0 to 100',
    needComment: 'Give a reason to reject',
    graded: 'Graded',
    next: 'Next to grade',
    noNext: 'Everything in this class is graded',
    back: 'Back to the list'
  }
}

export default coursework
