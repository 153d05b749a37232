import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content-about'

export default {
  keywordPlaceholder: '名稱或簡介中的文字',
  stateFilter: '狀態',
  preview: '學員看到的樣子',
  sortHint: '數字小的排在前面',
  draftHint: '新建後先儲存為未發布，在詳情頁發布或定時發布',
  uploadImage: '上傳圖片',
  removeImage: '移除圖片',
  teachers: {
    menu: '講師',
    title: '講師',
    createTitle: '新建講師',
    editTitle: '編輯講師',
    detailTitle: '講師詳情',
    fields: {
      id: '編號', name: '姓名', title: '頭銜', avatarUrl: '頭像', intro: '一句話介紹', bioHtml: '講師介紹', tags: '標籤',
      goods: '所授課程', goodsCount: '課程數', sort: '排序', state: '狀態', publishAt: '定時發布時間', createdAt: '建立時間', updatedAt: '更新時間'
    },
    hints: {
      tags: '輸入後按 Enter，最多6個，每個不超過10個字',
      goods: '學員在講師頁和這些課程的詳情頁看到該講師；按下方順序展示，下架的課程不對學員顯示',
      avatar: '正方形圖片，顯示為圓形'
    },
    addGoods: '新增課程',
    noGoods: '還沒有選擇課程',
    offSale: '未在售',
    moveUp: '上移',
    moveDown: '下移',
    remove: '移除'
  },
  partners: {
    menu: '合作夥伴',
    title: '合作夥伴',
    createTitle: '新建合作夥伴',
    editTitle: '編輯合作夥伴',
    detailTitle: '合作夥伴詳情',
    fields: {
      id: '編號', name: '名稱', logoUrl: '標誌', intro: '簡介', contentHtml: '合作介紹', website: '官網', sort: '排序', state: '狀態',
      publishAt: '定時發布時間', createdAt: '建立時間', updatedAt: '更新時間'
    },
    hints: { website: '以 http:// 或 https:// 開頭；學員可在小程式中複製', logo: '正方形圖片' }
  },
  stories: {
    menu: '學員故事',
    title: '學員故事',
    createTitle: '新建學員故事',
    editTitle: '編輯學員故事',
    detailTitle: '學員故事詳情',
    keywordPlaceholder: '標題、學員或摘要中的文字',
    fields: {
      id: '編號', title: '標題', learnerName: '學員姓名', learnerTitle: '學員現況', summary: '摘要', coverUrl: '封面', contentHtml: '故事正文',
      goods: '關聯課程', views: '閱讀次數', sort: '排序', state: '狀態', publishAt: '定時發布時間', createdAt: '建立時間', updatedAt: '更新時間'
    },
    hints: {
      learnerTitle: '如：私人教練 · 上海',
      goods: '故事頁底部展示該課程（課程在售時）',
      cover: '16:9 橫圖，列表和故事頁完整展示'
    }
  },
  pages: {
    menu: '關於頁面',
    title: '關於頁面',
    editTitle: '編輯頁面',
    keys: { us: '關於我們', enterprise: '企業合作' },
    usedOn: { us: '「關於」頁頂部的公司介紹和「關於我們」頁', enterprise: '「合作夥伴」列表頁頂部' },
    fields: { id: '頁面', title: '標題', coverUrl: '封面', contentHtml: '正文', usedOn: '展示位置', updatedAt: '更新時間' },
    hints: { cover: '750×360 左右的橫圖' },
    never: '尚未編輯'
  }
} satisfies Messages<typeof zhHans>
