import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content'

export default {
  menu: '內容',
  publication: {
    states: { draft: '未發布', scheduled: '定時發布', published: '已發布' },
    scheduledAt: '於 {{time}} 發布',
    publish: '立即發布',
    publishConfirm: '發布後學員即可在小程式和網頁中看到，確定發布嗎？',
    schedule: '定時發布',
    scheduleTitle: '選擇發布時間',
    schedulePick: '發布時間',
    unpublish: '下線',
    unpublishConfirm: '下線後學員將看不到這則內容（也會取消定時發布），確定下線嗎？',
    draftHint: '新建的內容先儲存為未發布，在詳情頁發布或定時發布'
  },
  faq: {
    menu: '常見問題',
    title: '常見問題',
    createTitle: '新增問題',
    editTitle: '編輯問題',
    detailTitle: '問題詳情',
    keywordPlaceholder: '問題或答案中的文字',
    fields: {
      id: '編號', question: '問題', category: '分類', answerHtml: '答案', sort: '排序', state: '狀態',
      publishAt: '定時發布時間', views: '瀏覽次數', createdAt: '建立時間', updatedAt: '更新時間'
    },
    hints: {
      sort: '數字小的排在前面',
      draft: '新增的問題先儲存為未發布，在詳情頁發布或定時發布'
    },
    preview: '學員看到的答案'
  },
  categories: {
    menu: '問題分類',
    title: '問題分類',
    add: '新增分類',
    createTitle: '新增分類',
    editTitle: '編輯分類',
    fields: { id: '編號', name: '分類名稱', sort: '排序', itemCount: '問題數', createdAt: '建立時間' },
    sortHint: '數字小的排在前面（學員端的分類標籤按此順序）',
    deleteConfirm: '確定刪除該分類嗎？有問題的分類不能刪除。',
    deleteBlocked: '分類下還有問題，請先移到其他分類'
  }
} satisfies Messages<typeof zhHans>
